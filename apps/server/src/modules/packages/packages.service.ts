import {
  PACKAGE_ORDER_FIELDS,
  ZPackageForm,
  type ListQuery,
  type ListResponse,
  type Package,
} from '@despacho/shared';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant-tx';
import type { PackageRow } from '../../db/schema';
import { fieldError, notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { listOf, listParams } from '../../http/list-query';
import { iso } from '../../lib/dates';
import './packages-messages';
import {
  findPackageRow,
  hidePackageRow,
  insertPackageRow,
  listPackageRows,
  packageNamed,
  updatePackageRow,
  type PackageValues,
} from './packages.repository';

type PackageInput = z.output<typeof ZPackageForm>;

export function serializePackage(p: PackageRow): Package {
  return {
    id: p.id,
    name: p.name,
    parcel_type: p.parcelType as Package['parcel_type'],
    length: Number(p.length),
    width: Number(p.width),
    height: Number(p.height),
    distance_unit: 'cm',
    weight: Number(p.weight),
    mass_unit: 'kg',
    contents: p.contents,
    sat_product_id: p.satProductId,
    created_at: iso(p.createdAt)!,
    updated_at: iso(p.updatedAt)!,
  };
}

const toValues = (input: PackageInput): PackageValues => ({
  name: input.name,
  parcelType: input.parcel_type,
  length: input.length,
  width: input.width,
  height: input.height,
  weight: input.weight,
  contents: input.contents,
  satProductId: input.sat_product_id == null ? null : String(input.sat_product_id),
});

/** Packages belong to the paying account, like its addresses: sub-users share them. */
const ownerOf = (ctx: ServiceContext) => {
  const actor = requireActor(ctx);
  return actor.parentId ?? actor.id;
};

export async function listPackages(
  ctx: ServiceContext,
  query: ListQuery,
): Promise<ListResponse<Package>> {
  authorize(ctx, 'read', 'Package');
  const owner = ownerOf(ctx);
  const p = listParams(query, PACKAGE_ORDER_FIELDS, { field: 'name', dir: 'asc' });
  const { rows, total } = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    listPackageRows(tx, owner, {
      search: p.search ?? null,
      order: p.order,
      limit: p.perPage,
      offset: p.offset,
    }),
  );
  return listOf(rows.map(serializePackage), total, p);
}

export async function getPackage(ctx: ServiceContext, id: number): Promise<Package> {
  authorize(ctx, 'read', 'Package');
  const owner = ownerOf(ctx);
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => findPackageRow(tx, owner, id));
  if (!row) throw notFound();
  return serializePackage(row);
}

export async function createPackage(ctx: ServiceContext, input: PackageInput): Promise<Package> {
  authorize(ctx, 'create', 'Package');
  const owner = ownerOf(ctx);
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    if (await packageNamed(tx, owner, input.name)) throw fieldError('name', 'v.package_name_taken');
    return insertPackageRow(tx, ctx.tenant.id, owner, toValues(input));
  });
  return serializePackage(row);
}

/** System work (the demo seed) inside the caller's tenant transaction, checked like a request. */
export async function createPackageRecords(
  tx: Tx,
  tenantId: number,
  ownerId: number,
  inputs: z.input<typeof ZPackageForm>[],
): Promise<void> {
  for (const input of inputs)
    await insertPackageRow(tx, tenantId, ownerId, toValues(ZPackageForm.parse(input)));
}

/** The parcel step's "save as package": named package_<weight>, numbered if that is taken. */
export async function createPackageFromParcel(
  tx: Tx,
  tenantId: number,
  ownerId: number,
  input: z.input<typeof ZPackageForm> & { name: string },
): Promise<void> {
  let name = input.name;
  for (let n = 2; await packageNamed(tx, ownerId, name); n++) name = `${input.name}_${n}`;
  await insertPackageRow(tx, tenantId, ownerId, toValues(ZPackageForm.parse({ ...input, name })));
}

export async function updatePackage(
  ctx: ServiceContext,
  id: number,
  input: PackageInput,
): Promise<Package> {
  authorize(ctx, 'update', 'Package');
  const owner = ownerOf(ctx);
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    if (!(await findPackageRow(tx, owner, id))) throw notFound();
    const same = await packageNamed(tx, owner, input.name);
    if (same && same.id !== id) throw fieldError('name', 'v.package_name_taken');
    return updatePackageRow(tx, owner, id, toValues(input));
  });
  if (!row) throw notFound();
  return serializePackage(row);
}

export async function deletePackage(ctx: ServiceContext, id: number): Promise<{ ok: true }> {
  authorize(ctx, 'destroy', 'Package');
  const owner = ownerOf(ctx);
  const hidden = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    hidePackageRow(tx, owner, id),
  );
  if (!hidden) throw notFound();
  return { ok: true };
}
