import {
  GENERIC_PROVIDER_CODE,
  isEstafetaProvider,
  type ListQuery,
  type ListResponse,
  type Service,
  type UserType,
  type ZServiceInput,
} from '@despacho/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { carriers, providers, services, type ProviderRow } from '../../db/schema';
import { nextSequence, withTenant } from '../../db/tenant-tx';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { listOf, listParams } from '../../http/list-query';
import { toCents } from '../catalogue/catalogue-money';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import {
  existingIds,
  findService,
  listServiceRows,
  replaceLinks,
  replaceValidators,
  type ServiceWithLinks,
} from './services.repository';
import { catalogueInUse, refuseWhileInUse } from './services.in-use';
import { serializeService } from './services.serializer';

type ServiceInput = z.output<typeof ZServiceInput>;
const ORDER = ['name', 'code', 'created_at', 'status', 'days'] as const;

const viewerOf = (ctx: ServiceContext) => requireActor(ctx).userType as UserType;
const show = (ctx: ServiceContext, s: ServiceWithLinks) =>
  serializeService(s.service, s.links, viewerOf(ctx), ctx.tenant.slug);

/**
 * The columns a write sets. Each margin layer belongs to a role (rating.md §1, spec 3 §3): the
 * system layer to developers, the tenant layer to developers and main admins; a field the
 * writer may not set keeps its stored value (0 on create). The amounts named international are
 * the fixed margins of every service type (rating.md §1), so create and update store them alike.
 */
function columns(
  ctx: ServiceContext,
  input: ServiceInput,
  stored: ServiceWithLinks['service'] | null,
) {
  const viewer = viewerOf(ctx);
  const values = {
    name: input.name,
    code: input.code,
    status: input.status,
    serviceType: input.service_type,
    days: input.days,
    extraKgPriceCents: toCents(input.extra_kg_price),
    extraKgOverweightPriceCents: toCents(input.extra_kg_overweight_price),
    oversizeKgPriceCents: toCents(input.oversize_kg_price),
    zone: input.zone,
    extendedZonePriceCents: toCents(input.extended_zone_price),
    girthAmountCents: toCents(input.girth_amount),
    useOfKg: input.use_of_kg,
    // Missing hours keep the stored ones (none on create); '' or null clears them.
    startAt: input.start_at === undefined ? (stored?.startAt ?? null) : input.start_at,
    endAt: input.end_at === undefined ? (stored?.endAt ?? null) : input.end_at,
    exchangeRate: input.exchange_rate,
    clientPercentage: input.client_percentage ?? 0,
    internationalAmountCents: toCents(input.international_amount ?? 0),
    trackable: input.trackable,
    hasPickup: input.has_pickup,
    useQuotedRates: input.use_quoted_rates,
    useStaticRates: input.use_static_rates,
    editAdminCost: stored?.editAdminCost ?? false,
    weekDays: input.week_days,
    mainAdminPercent: stored?.mainAdminPercent ?? 0,
    mainAdminAmountCents: stored?.mainAdminAmountCents ?? 0,
    internationalPercent: stored?.internationalPercent ?? 0,
    internationalAmountDevCents: stored?.internationalAmountDevCents ?? 0,
  };
  if (viewer === 'developer' || viewer === 'main_admin') {
    values.mainAdminPercent = input.main_admin_percent ?? 0;
    values.mainAdminAmountCents = toCents(input.main_admin_amount ?? 0);
    values.editAdminCost = input.edit_admin_cost;
  }
  if (viewer === 'developer') {
    values.internationalPercent = input.international_percent ?? 0;
    values.internationalAmountDevCents = toCents(input.international_amount_dev ?? 0);
  }
  return values;
}

async function setValidators(tx: Tx, tenantId: number, serviceId: number, input: ServiceInput) {
  const ok = await replaceValidators(
    tx,
    tenantId,
    serviceId,
    input.service_type,
    input.validator_ids,
  );
  if (!ok) throw fieldError('validator_ids', 'v.invalid_value');
}

async function checkLinks(tx: Tx, input: ServiceInput): Promise<void> {
  const countries = await existingIds(tx, 'countries', input.country_ids);
  if (input.country_ids.some((id) => !countries.has(id)))
    throw fieldError('country_ids', 'v.invalid_value');
  if (input.service_type === 'zonal') {
    const zoneIds = [...new Set(input.zone_ids)];
    if (zoneIds.length < 2) throw fieldError('zone_ids', 'v.minimumZonesError');
    const zones = await existingIds(tx, 'zones', zoneIds);
    if (zoneIds.some((id) => !zones.has(id))) throw fieldError('zone_ids', 'v.invalid_value');
  }
}

/**
 * Admins cannot change the services of a carrier whose settings are frozen, and only developers
 * open a new one there (spec 3 §2, §6).
 */
async function writableCarrier(
  ctx: ServiceContext,
  tx: Tx,
  carrierId: number,
  opts: { creating?: boolean } = {},
) {
  const [carrier] = await tx.select().from(carriers).where(eq(carriers.id, carrierId)).limit(1);
  if (!carrier || carrier.ownAgreements) throw notFound();
  if (carrier.freezeSettings && opts.creating && viewerOf(ctx) !== 'developer')
    throw new AppError('forbidden', undefined, {
      fields: { base: ['v.carrier_frozen_new_service'] },
    });
  if (carrier.freezeSettings && viewerOf(ctx) === 'admin')
    throw new AppError('forbidden', undefined, { fields: { base: ['v.carrier_frozen'] } });
  return carrier;
}

/**
 * The provider's rules on a service (spec 3 §2, §3): the code is one of the provider's service
 * types (free text for the generic provider, or a provider without a list); use_of_kg is
 * Estafeta's only. On update (`storedCode` set) a code kept as it was stays valid even if the
 * provider no longer lists it. The amounts named international are NOT cleared for other
 * service types: they are every service's margins (rating.md §1; docs/decisions.md, issue 17).
 */
async function providerRules(
  tx: Tx,
  providerId: number,
  input: ServiceInput,
  storedCode: string | null,
): Promise<ServiceInput> {
  const [provider] = await tx.select().from(providers).where(eq(providers.id, providerId)).limit(1);
  if (input.code !== storedCode) refuseUnknownCode(provider, input.code);
  return { ...input, use_of_kg: isEstafetaProvider(provider?.code) && input.use_of_kg };
}

function refuseUnknownCode(provider: ProviderRow | undefined, code: string): void {
  if (!provider || provider.code === GENERIC_PROVIDER_CODE || !provider.serviceTypes.length) return;
  if (!provider.serviceTypes.some((t) => t.code === code))
    throw fieldError('code', 'v.service_code_choice');
}

export async function listServices(
  ctx: ServiceContext,
  query: ListQuery & Record<string, unknown>,
): Promise<ListResponse<Service>> {
  authorize(ctx, 'read', 'Service');
  const p = listParams(query, ORDER, { field: 'name', dir: 'asc' });
  const { rows, total } = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    listServiceRows(tx, p),
  );
  return listOf(
    rows.map((r) => show(ctx, r)),
    total,
    p,
  );
}

export async function getService(ctx: ServiceContext, id: number): Promise<Service> {
  authorize(ctx, 'read', 'Service');
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => findService(tx, id));
  if (!row) throw notFound();
  return show(ctx, row);
}

export async function createService(
  ctx: ServiceContext,
  carrierId: number,
  input: ServiceInput,
): Promise<Service> {
  authorize(ctx, 'create', 'Service');
  const id = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const carrier = await writableCarrier(ctx, tx, carrierId, { creating: true });
    input = await providerRules(tx, carrier.providerId, input, null);
    await checkLinks(tx, input);
    const [row] = await tx
      .insert(services)
      .values({
        tenantId: ctx.tenant.id,
        sequentialId: await nextSequence(tx, ctx.tenant.id, 'services'),
        carrierId,
        ...columns(ctx, input, null),
      })
      .returning({ id: services.id });
    await replaceLinks(
      tx,
      ctx.tenant.id,
      row!.id,
      [...new Set(input.country_ids)],
      input.service_type === 'zonal' ? [...new Set(input.zone_ids)] : [],
    );
    await setValidators(tx, ctx.tenant.id, row!.id, input);
    await bumpCatalogueVersion(tx, ctx.tenant.id);
    return row!.id;
  });
  return getService(ctx, id);
}

export async function updateService(
  ctx: ServiceContext,
  id: number,
  input: ServiceInput,
): Promise<Service> {
  authorize(ctx, 'update', 'Service');
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const stored = await findService(tx, id);
    if (!stored) throw notFound();
    const carrier = await writableCarrier(ctx, tx, stored.service.carrierId);
    input = await providerRules(tx, carrier.providerId, input, stored.service.code);
    await checkLinks(tx, input);
    await tx
      .update(services)
      .set({ ...columns(ctx, input, stored.service), updatedAt: new Date() })
      .where(eq(services.id, id));
    await replaceLinks(
      tx,
      ctx.tenant.id,
      id,
      [...new Set(input.country_ids)],
      input.service_type === 'zonal' ? [...new Set(input.zone_ids)] : [],
    );
    // A service turned zonal loses its postal-code validators even when none are sent.
    await setValidators(tx, ctx.tenant.id, id, {
      ...input,
      validator_ids: input.validator_ids ?? stored.links.validatorIds,
    });
    await bumpCatalogueVersion(tx, ctx.tenant.id);
  });
  return getService(ctx, id);
}

export async function setServiceStatus(
  ctx: ServiceContext,
  id: number,
  status: 'active' | 'suspended',
): Promise<Service> {
  authorize(ctx, 'update', 'Service');
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const stored = await findService(tx, id);
    if (!stored) throw notFound();
    await writableCarrier(ctx, tx, stored.service.carrierId);
    await tx.update(services).set({ status, updatedAt: new Date() }).where(eq(services.id, id));
    await bumpCatalogueVersion(tx, ctx.tenant.id);
  });
  return getService(ctx, id);
}

/**
 * Developers only. A service with a price table, customers' own prices or amounts, or
 * shipments is refused (409) naming what is in the way; suspend it instead.
 */
export async function deleteService(ctx: ServiceContext, id: number): Promise<{ ok: true }> {
  authorize(ctx, 'destroy', 'Service');
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const stored = await findService(tx, id);
    if (!stored) throw notFound();
    refuseWhileInUse('service', await catalogueInUse(tx, { serviceId: id }), ctx.locale);
    await tx.delete(services).where(eq(services.id, id));
    await bumpCatalogueVersion(tx, ctx.tenant.id);
  });
  return { ok: true };
}

/** For the price table: the service, 404 when absent or another tenant's. */
export async function serviceForPrices(ctx: ServiceContext, tx: Tx, id: number) {
  const stored = await findService(tx, id);
  if (!stored) throw notFound();
  return stored.service;
}
export { writableCarrier };
