import {
  validationText,
  type CoveragePostalCode,
  type ListQuery,
  type ListResponse,
} from '@despacho/shared';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { countries, servicePostalCodes, services, zones } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { listOf, listParams } from '../../http/list-query';
import { readSpreadsheet } from '../../lib/spreadsheet';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';

/** Whose list: a zone's, or a service's own (validators postal_code / excluded_postal_code). */
export type Owner = { kind: 'zone' | 'service'; id: number };

const ORDER = ['postal_code', 'created_at'] as const;
const CHUNK = 5_000;
const POSTAL_CODE = /^[A-Za-z0-9-]{3,10}$/;

const ownerColumn = (owner: Owner) =>
  owner.kind === 'zone' ? servicePostalCodes.zoneId : servicePostalCodes.serviceId;

async function requireOwner(tx: Tx, owner: Owner): Promise<void> {
  const table = owner.kind === 'zone' ? zones : services;
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(eq(table.id, owner.id))
    .limit(1);
  if (!row) throw notFound();
}

async function countryCode(tx: Tx, countryId: number): Promise<string> {
  const [row] = await tx
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.id, countryId))
    .limit(1);
  if (!row) throw fieldError('country_id', 'v.invalid_value');
  return row.code ?? '';
}

/** The import's country when the form names none. */
async function mexicoId(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.code, 'MX'))
    .limit(1);
  if (!row) throw fieldError('country_id', 'v.required');
  return row.id;
}

/** Mexico's codes have 5 digits; elsewhere letters, digits and dashes (3–10). */
function postalCodeProblem(code: string, country: string): string | null {
  if (country === 'MX') return /^\d{5}$/.test(code) ? null : 'v.postal_code_mx';
  return POSTAL_CODE.test(code) ? null : 'v.postal_code_format';
}

export async function listPostalCodes(
  ctx: ServiceContext,
  owner: Owner,
  query: ListQuery & Record<string, unknown>,
): Promise<ListResponse<CoveragePostalCode>> {
  authorize(ctx, 'read', 'ServicePostalCode');
  const p = listParams(query, ORDER, { field: 'postal_code', dir: 'asc' });
  const conds: SQL[] = [eq(ownerColumn(owner), owner.id)];
  if (p.search)
    conds.push(ilike(servicePostalCodes.postalCode, `${p.search.replace(/[%_\\]/g, '\\$&')}%`));
  const where = and(...conds);
  const column =
    p.order.field === 'created_at' ? servicePostalCodes.createdAt : servicePostalCodes.postalCode;
  const { rows, total } = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    await requireOwner(tx, owner);
    const rows = await tx
      .select({ row: servicePostalCodes, code: countries.code })
      .from(servicePostalCodes)
      .innerJoin(countries, eq(countries.id, servicePostalCodes.countryId))
      .where(where)
      .orderBy(p.order.dir === 'asc' ? asc(column) : desc(column), asc(servicePostalCodes.id))
      .limit(p.perPage)
      .offset(p.offset);
    const [n] = await tx.select({ n: count() }).from(servicePostalCodes).where(where);
    return { rows, total: Number(n?.n ?? 0) };
  });
  return listOf(
    rows.map(({ row, code }) => ({
      id: row.id,
      postal_code: row.postalCode,
      country_id: row.countryId,
      country_code: code,
      created_at: row.createdAt.toISOString(),
    })),
    total,
    p,
  );
}

export async function addPostalCode(
  ctx: ServiceContext,
  owner: Owner,
  input: { postal_code: string; country_id: number },
): Promise<CoveragePostalCode> {
  authorize(ctx, 'create', 'ServicePostalCode');
  const code = input.postal_code.trim().toUpperCase();
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    await requireOwner(tx, owner);
    const country = await countryCode(tx, input.country_id);
    const problem = postalCodeProblem(code, country);
    if (problem) throw fieldError('postal_code', problem);
    const [row] = await tx
      .insert(servicePostalCodes)
      .values({
        tenantId: ctx.tenant.id,
        postalCode: code,
        countryId: input.country_id,
        ...(owner.kind === 'zone' ? { zoneId: owner.id } : { serviceId: owner.id }),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw fieldError('postal_code', 'v.postal_code_taken');
    await bumpCatalogueVersion(tx, ctx.tenant.id);
    return {
      id: row.id,
      postal_code: row.postalCode,
      country_id: row.countryId,
      country_code: country,
      created_at: row.createdAt.toISOString(),
    };
  });
}

export async function deletePostalCode(
  ctx: ServiceContext,
  owner: Owner,
  id: number,
): Promise<{ ok: true }> {
  authorize(ctx, 'destroy', 'ServicePostalCode');
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    await requireOwner(tx, owner);
    const gone = await tx
      .delete(servicePostalCodes)
      .where(and(eq(servicePostalCodes.id, id), eq(ownerColumn(owner), owner.id)))
      .returning({ id: servicePostalCodes.id });
    if (!gone.length) throw notFound();
    await bumpCatalogueVersion(tx, ctx.tenant.id);
  });
  return { ok: true };
}

/** Deletes the whole list; the caller must say `confirm=true` (the screen asks first). */
export async function deleteAllPostalCodes(
  ctx: ServiceContext,
  owner: Owner,
  confirmed: boolean,
): Promise<{ deleted: number }> {
  authorize(ctx, 'destroy', 'ServicePostalCode');
  if (!confirmed) throw fieldError('confirm', 'v.confirm_required');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    await requireOwner(tx, owner);
    const [n] = await tx
      .select({ n: count() })
      .from(servicePostalCodes)
      .where(eq(ownerColumn(owner), owner.id));
    await tx.delete(servicePostalCodes).where(eq(ownerColumn(owner), owner.id));
    await bumpCatalogueVersion(tx, ctx.tenant.id);
    return { deleted: Number(n?.n ?? 0) };
  });
}

/**
 * A headerless list of postal codes, one per row (first column), for one country. Codes already
 * in the list, or repeated in the file, are skipped and counted; a malformed code stops the
 * import with its row number and nothing is saved. Inserted in batches of 5,000 in one
 * transaction, so 150 k codes take seconds.
 */
export async function importPostalCodes(
  ctx: ServiceContext,
  owner: Owner,
  bytes: Buffer,
  givenCountryId: number | null,
): Promise<{ imported: number; skipped: number }> {
  authorize(ctx, 'create', 'ServicePostalCode');
  const sheet = await readSpreadsheet(bytes, 'file', { allowCsv: true });
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    await requireOwner(tx, owner);
    const countryId = givenCountryId ?? (await mexicoId(tx));
    const country = await countryCode(tx, countryId);
    const errors: string[] = [];
    const codes = new Set<string>();
    let rowsRead = 0;
    sheet.forEach((cells, i) => {
      let code = (cells[0] ?? '').trim().toUpperCase();
      if (!code) return;
      // Excel drops the leading zero of 06700: a 4-digit Mexican code gets it back.
      if (country === 'MX' && /^\d{4}$/.test(code)) code = `0${code}`;
      rowsRead += 1;
      const problem = postalCodeProblem(code, country);
      if (problem)
        errors.push(
          validationText('v.import_row', ctx.locale, {
            row: i + 1,
            message: `${code.slice(0, 12)}: ${validationText(problem, ctx.locale)}`,
          }),
        );
      else codes.add(code);
    });
    if (errors.length)
      throw new AppError('validation_failed', undefined, { fields: { file: errors.slice(0, 20) } });
    if (!rowsRead) throw fieldError('file', 'v.import_no_rows');
    const existing = await tx
      .select({ code: servicePostalCodes.postalCode })
      .from(servicePostalCodes)
      .where(and(eq(ownerColumn(owner), owner.id), eq(servicePostalCodes.countryId, countryId)));
    for (const { code } of existing) codes.delete(code);
    const fresh = [...codes];
    const ownerCol = owner.kind === 'zone' ? sql.raw('zone_id') : sql.raw('service_id');
    for (let i = 0; i < fresh.length; i += CHUNK) {
      const batch = fresh.slice(i, i + CHUNK);
      await tx.execute(sql`insert into service_postal_codes (tenant_id, postal_code, country_id, ${ownerCol})
        select ${ctx.tenant.id}, code, ${countryId}, ${owner.id} from unnest(${sql.param(batch)}::text[]) as code
        on conflict do nothing`);
    }
    await bumpCatalogueVersion(tx, ctx.tenant.id);
    return { imported: fresh.length, skipped: rowsRead - fresh.length };
  });
}
