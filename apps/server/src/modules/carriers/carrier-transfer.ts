import { ZCarrierInput, ZServiceInput, type Carrier } from '@despacho/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { z } from 'zod';
import {
  carrierValidators,
  carriers,
  countries,
  providers,
  serviceCountries,
  servicePrices,
  serviceValidators,
  serviceZones,
  services,
  validators,
  zones,
} from '../../db/schema';
import { nextSequence, withTenant } from '../../db/tenant-tx';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { authorize, isDeveloper } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { money, moneyOrNull, num, toCents, toCentsOrNull } from '../catalogue/catalogue-money';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import { hourMinute } from '../services/services.serializer';
import { getCarrier } from './carriers.service';

/**
 * A carrier as a portable JSON document (developers; spec 3 §6 export/import): its fields, its
 * services with their price tables, countries by ISO code, zones and validators by name.
 * Credentials are not exported: they belong to one tenant's account with the provider. On import
 * validators may also be named by `validator_ids` of the importing tenant (a hand-written file).
 */
const ZPrice = z.object({
  kg: z.number().positive(),
  price: z.string(),
  admin_cost: z.string(),
  main_admin_cost: z.string(),
});
const validatorNames = () => z.array(z.string().max(80)).max(50).default([]);
const ZExportedService = ZServiceInput.omit({ country_ids: true, zone_ids: true }).extend({
  country_codes: z.array(z.string().length(2)).min(1),
  zone_names: z.array(z.string().max(80)).default([]),
  validator_names: validatorNames(),
  prices: z.array(ZPrice).max(2000),
});
export const ZCarrierDocument = z.object({
  format: z.literal('despacho.carrier/v1'),
  carrier: ZCarrierInput.omit({ provider_id: true }).extend({
    provider_code: z.string().max(40),
    validator_names: validatorNames(),
  }),
  services: z.array(ZExportedService).max(500),
});

/** The importing tenant's validator ids for a document's names and ids; unknown ones refuse it. */
function validatorIdsOf(
  rows: { id: number; name: string }[],
  names: string[],
  ids: number[] | undefined,
): number[] {
  const out = new Set<number>();
  for (const name of names) {
    const found = rows.find((r) => r.name === name);
    if (!found) throw fieldError('file', 'v.carrier_file_validator');
    out.add(found.id);
  }
  for (const id of ids ?? []) {
    if (!rows.some((r) => r.id === id)) throw fieldError('file', 'v.carrier_file_validator');
    out.add(id);
  }
  return [...out];
}

/** Validator names of each carrier or service id, for the export. */
async function validatorNamesBy(
  tx: Tx,
  kind: 'carrier' | 'service',
  ids: number[],
): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (!ids.length) return out;
  const rows =
    kind === 'carrier'
      ? await tx
          .select({ owner: carrierValidators.carrierId, name: validators.name })
          .from(carrierValidators)
          .innerJoin(validators, eq(validators.id, carrierValidators.validatorId))
          .where(inArray(carrierValidators.carrierId, ids))
      : await tx
          .select({ owner: serviceValidators.serviceId, name: validators.name })
          .from(serviceValidators)
          .innerJoin(validators, eq(validators.id, serviceValidators.validatorId))
          .where(inArray(serviceValidators.serviceId, ids));
  for (const r of rows) out.set(r.owner, [...(out.get(r.owner) ?? []), r.name].sort());
  return out;
}

/** Developers only, like deleting a carrier. */
function developerOnly(ctx: ServiceContext): void {
  authorize(ctx, 'read', 'Carrier');
  if (!isDeveloper(ctx)) throw new AppError('forbidden');
}

export async function exportCarrier(ctx: ServiceContext, id: number) {
  developerOnly(ctx);
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const [row] = await tx
      .select({ c: carriers, p: providers })
      .from(carriers)
      .innerJoin(providers, eq(providers.id, carriers.providerId))
      .where(eq(carriers.id, id))
      .limit(1);
    if (!row || row.c.ownAgreements) throw notFound();
    const { c } = row;
    const list = await tx.select().from(services).where(eq(services.carrierId, id));
    const ids = list.map((s) => s.id);
    const some = ids.length ? inArray(servicePrices.serviceId, ids) : undefined;
    const prices = some ? await tx.select().from(servicePrices).where(some) : [];
    const countryLinks = ids.length
      ? await tx
          .select({ serviceId: serviceCountries.serviceId, code: countries.code })
          .from(serviceCountries)
          .innerJoin(countries, eq(countries.id, serviceCountries.countryId))
          .where(inArray(serviceCountries.serviceId, ids))
      : [];
    const zoneLinks = ids.length
      ? await tx
          .select({ serviceId: serviceZones.serviceId, name: zones.name })
          .from(serviceZones)
          .innerJoin(zones, eq(zones.id, serviceZones.zoneId))
          .where(inArray(serviceZones.serviceId, ids))
      : [];
    const carrierValidatorNames = await validatorNamesBy(tx, 'carrier', [id]);
    const serviceValidatorNames = await validatorNamesBy(tx, 'service', ids);
    return {
      format: 'despacho.carrier/v1' as const,
      exported_at: new Date().toISOString(),
      carrier: {
        name: c.name,
        provider_code: row.p.code,
        status: c.status,
        environment: c.environment,
        pickup: c.pickup,
        first_limit_size: num(c.firstLimitSize),
        first_limit_cost: moneyOrNull(c.firstLimitCostCents),
        last_limit_size: num(c.lastLimitSize),
        last_limit_cost: moneyOrNull(c.lastLimitCostCents),
        girth: Number(c.girth),
        insurance_type: c.insuranceType,
        insurance_percentage: Number(c.insurancePercentage),
        insurance_amount: money(c.insuranceAmountCents),
        max_weight: num(c.maxWeight),
        max_length: num(c.maxLength),
        max_width: num(c.maxWidth),
        max_height: num(c.maxHeight),
        static_package_dimensions: c.staticPackageDimensions,
        freeze_settings: c.freezeSettings,
        shipment_limit: c.shipmentLimit,
        validator_names: carrierValidatorNames.get(id) ?? [],
      },
      services: list.map((s) => ({
        name: s.name,
        code: s.code,
        status: s.status,
        service_type: s.serviceType,
        days: s.days,
        extra_kg_price: money(s.extraKgPriceCents),
        extra_kg_overweight_price: money(s.extraKgOverweightPriceCents),
        oversize_kg_price: money(s.oversizeKgPriceCents),
        zone: s.zone,
        extended_zone_price: money(s.extendedZonePriceCents),
        girth_amount: money(s.girthAmountCents),
        use_of_kg: s.useOfKg,
        start_at: hourMinute(s.startAt),
        end_at: hourMinute(s.endAt),
        exchange_rate: Number(s.exchangeRate),
        international_percent: Number(s.internationalPercent),
        international_amount_dev: money(s.internationalAmountDevCents),
        main_admin_percent: Number(s.mainAdminPercent),
        main_admin_amount: money(s.mainAdminAmountCents),
        client_percentage: Number(s.clientPercentage),
        international_amount: money(s.internationalAmountCents),
        trackable: s.trackable,
        has_pickup: s.hasPickup,
        use_quoted_rates: s.useQuotedRates,
        use_static_rates: s.useStaticRates,
        edit_admin_cost: s.editAdminCost,
        week_days: s.weekDays,
        country_codes: countryLinks.filter((l) => l.serviceId === s.id).map((l) => l.code ?? ''),
        zone_names: zoneLinks.filter((l) => l.serviceId === s.id).map((l) => l.name),
        validator_names: serviceValidatorNames.get(s.id) ?? [],
        prices: prices
          .filter((p) => p.serviceId === s.id)
          .sort((a, b) => Number(a.kg) - Number(b.kg))
          .map((p) => ({
            kg: Number(p.kg),
            price: money(p.priceCents),
            admin_cost: money(p.adminCostCents),
            main_admin_cost: money(p.mainAdminCostCents),
          })),
      })),
    };
  });
}

const pesos = (v: string) => {
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(v)) throw fieldError('file', 'v.carrier_file_shape');
  return Number(v);
};

/** POST carriers/import: a document of the export's shape becomes a new carrier; all or nothing. */
export async function importCarrier(ctx: ServiceContext, bytes: Buffer): Promise<Carrier> {
  developerOnly(ctx);
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw fieldError('file', 'v.carrier_file_json');
  }
  const parsed = ZCarrierDocument.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new AppError('validation_failed', undefined, {
      fields: { file: [`${first?.path.join('.') ?? ''}: ${first?.message ?? ''}`.slice(0, 200)] },
    });
  }
  const doc = parsed.data;
  const id = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const [provider] = await tx
      .select()
      .from(providers)
      .where(eq(providers.code, doc.carrier.provider_code))
      .limit(1);
    if (!provider) throw fieldError('file', 'v.carrier_file_provider');
    const countryRows = await tx.select({ id: countries.id, code: countries.code }).from(countries);
    const zoneRows = await tx.select({ id: zones.id, name: zones.name }).from(zones);
    const validatorRows = await tx
      .select({ id: validators.id, name: validators.name })
      .from(validators);
    const c = doc.carrier;
    const [carrier] = await tx
      .insert(carriers)
      .values({
        tenantId: ctx.tenant.id,
        sequentialId: await nextSequence(tx, ctx.tenant.id, 'carriers'),
        name: c.name,
        providerId: provider.id,
        status: c.status,
        environment: c.environment,
        pickup: c.pickup,
        firstLimitSize: c.first_limit_size,
        firstLimitCostCents: toCentsOrNull(c.first_limit_cost),
        lastLimitSize: c.last_limit_size,
        lastLimitCostCents: toCentsOrNull(c.last_limit_cost),
        girth: c.girth,
        insuranceType: c.insurance_type,
        insurancePercentage: c.insurance_percentage ?? 0,
        insuranceAmountCents: toCents(c.insurance_amount ?? 0),
        maxWeight: c.max_weight,
        maxLength: c.max_length,
        maxWidth: c.max_width,
        maxHeight: c.max_height,
        staticPackageDimensions: c.static_package_dimensions,
        freezeSettings: c.freeze_settings ?? false,
        shipmentLimit: (c.shipment_limit as number | null | undefined) ?? null,
      })
      .returning({ id: carriers.id });
    const carrierValidatorIds = validatorIdsOf(validatorRows, c.validator_names, c.validator_ids);
    if (carrierValidatorIds.length)
      await tx.insert(carrierValidators).values(
        carrierValidatorIds.map((validatorId) => ({
          tenantId: ctx.tenant.id,
          carrierId: carrier!.id,
          validatorId,
        })),
      );
    for (const s of doc.services) {
      const countryIds = s.country_codes.map((code) => {
        const found = countryRows.find((r) => r.code === code.toUpperCase());
        if (!found) throw fieldError('file', 'v.carrier_file_country');
        return found.id;
      });
      const zoneIds = s.zone_names.map((name) => {
        const found = zoneRows.find((r) => r.name === name);
        if (!found) throw fieldError('file', 'v.carrier_file_zone');
        return found.id;
      });
      const [service] = await tx
        .insert(services)
        .values({
          tenantId: ctx.tenant.id,
          sequentialId: await nextSequence(tx, ctx.tenant.id, 'services'),
          carrierId: carrier!.id,
          name: s.name,
          code: s.code,
          status: s.status,
          serviceType: s.service_type,
          days: s.days,
          extraKgPriceCents: toCents(s.extra_kg_price),
          extraKgOverweightPriceCents: toCents(s.extra_kg_overweight_price),
          oversizeKgPriceCents: toCents(s.oversize_kg_price),
          zone: s.zone,
          extendedZonePriceCents: toCents(s.extended_zone_price),
          girthAmountCents: toCents(s.girth_amount),
          useOfKg: s.use_of_kg,
          startAt: s.start_at ?? null,
          endAt: s.end_at ?? null,
          exchangeRate: s.exchange_rate,
          internationalPercent: s.international_percent ?? 0,
          internationalAmountDevCents: toCents(s.international_amount_dev ?? 0),
          mainAdminPercent: s.main_admin_percent ?? 0,
          mainAdminAmountCents: toCents(s.main_admin_amount ?? 0),
          clientPercentage: s.client_percentage ?? 0,
          internationalAmountCents: toCents(s.international_amount ?? 0),
          trackable: s.trackable,
          hasPickup: s.has_pickup,
          useQuotedRates: s.use_quoted_rates,
          useStaticRates: s.use_static_rates,
          editAdminCost: s.edit_admin_cost,
          weekDays: s.week_days,
        })
        .returning({ id: services.id });
      const serviceId = service!.id;
      // As on the service form: a zonal service never keeps the postal-code validators.
      const serviceValidatorIds = validatorIdsOf(
        validatorRows,
        s.validator_names,
        s.validator_ids,
      ).filter(
        (vid) =>
          s.service_type !== 'zonal' ||
          !['postal_code', 'excluded_postal_code'].includes(
            validatorRows.find((r) => r.id === vid)?.name ?? '',
          ),
      );
      if (serviceValidatorIds.length)
        await tx.insert(serviceValidators).values(
          serviceValidatorIds.map((validatorId) => ({
            tenantId: ctx.tenant.id,
            serviceId,
            validatorId,
          })),
        );
      await tx.insert(serviceCountries).values(
        [...new Set(countryIds)].map((countryId) => ({
          tenantId: ctx.tenant.id,
          serviceId,
          countryId,
        })),
      );
      if (zoneIds.length)
        await tx
          .insert(serviceZones)
          .values(
            [...new Set(zoneIds)].map((zoneId) => ({ tenantId: ctx.tenant.id, serviceId, zoneId })),
          );
      if (s.prices.length) {
        const kgs = new Set<number>();
        await tx.insert(servicePrices).values(
          s.prices.map((p) => {
            if (kgs.has(p.kg)) throw fieldError('file', 'v.duplicate_kg');
            kgs.add(p.kg);
            return {
              tenantId: ctx.tenant.id,
              serviceId,
              kg: p.kg,
              priceCents: toCents(pesos(p.price)),
              adminCostCents: toCents(pesos(p.admin_cost)),
              mainAdminCostCents: toCents(pesos(p.main_admin_cost)),
            };
          }),
        );
      }
    }
    await bumpCatalogueVersion(tx, ctx.tenant.id);
    return carrier!.id;
  });
  return getCarrier(ctx, id);
}
