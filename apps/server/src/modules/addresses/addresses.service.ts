import {
  ADDRESS_SEARCH_MIN,
  type ListQuery,
  type ListResponse,
  type SavedAddress,
} from '@despacho/shared';
import { withTenant } from '../../db/tenant-tx';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { listOf } from '../../http/list-query';
import { iso } from '../../lib/dates';
import { checkAddress, type SavedAddressInput } from './address-input';
import {
  countryRows,
  findAddressRow,
  hideAddressRow,
  insertAddressRows,
  listAddressRows,
  updateAddressRow,
  type AddressWithCountry,
} from './addresses.repository';

export function serializeAddress(a: AddressWithCountry): SavedAddress {
  return {
    id: a.id,
    aka: a.aka,
    name: a.name,
    company: a.company,
    email: a.email,
    phone: a.phone,
    calling_code: a.callingCode,
    rfc: a.rfc,
    country_id: a.countryId,
    country_code: a.countryCode,
    country_name: a.countryName,
    state: a.state,
    city: a.city,
    neighborhood: a.neighborhood,
    street: a.street,
    number: a.number,
    interior_number: a.interiorNumber,
    postal_code: a.postalCode,
    reference: a.reference,
    created_at: iso(a.createdAt)!,
    updated_at: iso(a.updatedAt)!,
  };
}

/** The book belongs to the paying account: a sub-user works in their parent's. */
export function addressOwner(ctx: ServiceContext): number {
  const actor = requireActor(ctx);
  return actor.parentId ?? actor.id;
}

/** GET addresses: newest first, 10 a page; a search shorter than 3 characters is ignored. */
export async function listAddresses(
  ctx: ServiceContext,
  query: ListQuery,
): Promise<ListResponse<SavedAddress>> {
  authorize(ctx, 'read', 'Address');
  const owner = addressOwner(ctx);
  const search = query.search?.trim() ?? '';
  const p = { page: query.page, perPage: query.per_page };
  const { rows, total } = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    listAddressRows(tx, owner, {
      search: search.length >= ADDRESS_SEARCH_MIN ? search : null,
      limit: p.perPage,
      offset: (p.page - 1) * p.perPage,
    }),
  );
  return listOf(rows.map(serializeAddress), total, p);
}

export async function getAddress(ctx: ServiceContext, id: number): Promise<SavedAddress> {
  authorize(ctx, 'read', 'Address');
  const owner = addressOwner(ctx);
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => findAddressRow(tx, owner, id));
  if (!row) throw notFound();
  return serializeAddress(row);
}

async function countryFor(
  tx: Parameters<typeof countryRows>[0],
  countryId: number | null | undefined,
) {
  if (countryId == null) return null;
  const country = (await countryRows(tx)).find((c) => c.id === countryId);
  if (!country) throw fieldError('country_id', 'v.invalid_value');
  return country;
}

function valuesOrThrow(result: Awaited<ReturnType<typeof checkAddress>>) {
  if ('errors' in result)
    throw new AppError('validation_failed', undefined, { fields: result.errors });
  return result.values;
}

export async function createAddress(
  ctx: ServiceContext,
  input: SavedAddressInput,
): Promise<SavedAddress> {
  authorize(ctx, 'create', 'Address');
  const owner = addressOwner(ctx);
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const country = await countryFor(tx, toId(input.country_id));
    const values = valuesOrThrow(await checkAddress(tx, input, country, ctx.locale));
    const [id] = await insertAddressRows(tx, ctx.tenant.id, owner, [values]);
    return findAddressRow(tx, owner, id!);
  });
  return serializeAddress(row!);
}

/** System work (the demo seed) inside the caller's tenant transaction, checked like a request. */
export async function createAddressRecords(
  tx: Parameters<typeof countryRows>[0],
  tenantId: number,
  ownerId: number,
  inputs: (SavedAddressInput & { country_code: string })[],
): Promise<void> {
  const countries = await countryRows(tx);
  const values = [];
  for (const input of inputs) {
    const country = countries.find((c) => c.code === input.country_code) ?? null;
    values.push(
      valuesOrThrow(
        await checkAddress(tx, { ...input, country_id: country?.id ?? null }, country, 'es-MX'),
      ),
    );
  }
  await insertAddressRows(tx, tenantId, ownerId, values);
}

/**
 * The wizard's "save address" box: the shipment's address (already checked) joins the book,
 * named after the person when it has no name of its own.
 */
export async function createAddressFromShipment(
  tx: Parameters<typeof countryRows>[0],
  tenantId: number,
  ownerId: number,
  input: Omit<SavedAddressInput, 'aka'> & { aka?: string | null },
  locale: 'es-MX' | 'en',
): Promise<void> {
  const country = await countryFor(tx, toId(input.country_id));
  const aka = input.aka || input.name;
  const values = valuesOrThrow(await checkAddress(tx, { ...input, aka }, country, locale));
  await insertAddressRows(tx, tenantId, ownerId, [values]);
}

export async function updateAddress(
  ctx: ServiceContext,
  id: number,
  input: SavedAddressInput,
): Promise<SavedAddress> {
  authorize(ctx, 'update', 'Address');
  const owner = addressOwner(ctx);
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    if (!(await findAddressRow(tx, owner, id))) throw notFound();
    const country = await countryFor(tx, toId(input.country_id));
    const values = valuesOrThrow(await checkAddress(tx, input, country, ctx.locale));
    await updateAddressRow(tx, owner, id, values);
    return findAddressRow(tx, owner, id);
  });
  return serializeAddress(row!);
}

export async function deleteAddress(ctx: ServiceContext, id: number): Promise<{ ok: true }> {
  authorize(ctx, 'destroy', 'Address');
  const owner = addressOwner(ctx);
  const hidden = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    hideAddressRow(tx, owner, id),
  );
  if (!hidden) throw notFound();
  return { ok: true };
}

function toId(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}
