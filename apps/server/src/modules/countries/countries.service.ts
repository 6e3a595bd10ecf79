import type { Country, ListQuery, ListResponse, PostalCodePlace } from '@despacho/shared';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { countries, postalCodeSettlements, type CountryRow } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { AppError, notFound } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { listOf, listParams } from '../../http/list-query';

const ORDER = ['name', 'code'] as const;

function serialize(row: CountryRow, locale: string): Country {
  return {
    id: row.id,
    code: row.code,
    alpha3: row.alpha3,
    numeric_code: row.numericCode,
    name: locale === 'en' && row.nameEn ? row.nameEn : row.name,
    name_es: row.name,
    name_en: row.nameEn,
    region: row.region,
    phone_code: row.callingCode,
  };
}

/** GET countries: searchable by name (either language) or code; every signed-in user reads. */
export async function listCountries(
  ctx: ServiceContext,
  query: ListQuery & Record<string, unknown>,
): Promise<ListResponse<Country>> {
  authorize(ctx, 'read', 'Country');
  const p = listParams(query, ORDER, { field: 'name', dir: 'asc' });
  const conds: SQL[] = [];
  if (p.search) {
    const like = `%${p.search.replace(/[%_\\]/g, '\\$&')}%`;
    conds.push(
      or(
        ilike(countries.name, like),
        ilike(countries.nameEn, like),
        ilike(countries.code, p.search),
      )!,
    );
  }
  const where = conds.length ? and(...conds) : undefined;
  const english = ctx.locale === 'en';
  const column =
    p.order.field === 'code' ? countries.code : english ? countries.nameEn : countries.name;
  const { rows, total } = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const rows = await tx
      .select()
      .from(countries)
      .where(where)
      .orderBy(p.order.dir === 'asc' ? asc(column) : desc(column), asc(countries.id))
      .limit(p.perPage)
      .offset(p.offset);
    const [n] = await tx.select({ n: count() }).from(countries).where(where);
    return { rows, total: Number(n?.n ?? 0) };
  });
  return listOf(
    rows.map((r) => serialize(r, ctx.locale)),
    total,
    p,
  );
}

export async function getCountry(ctx: ServiceContext, id: number): Promise<Country> {
  authorize(ctx, 'read', 'Country');
  const [row] = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    tx.select().from(countries).where(eq(countries.id, id)).limit(1),
  );
  if (!row) throw notFound();
  return serialize(row, ctx.locale);
}

/** GET postal_codes/{cp}: the address forms fill state and municipality from SEPOMEX. */
export async function lookupPostalCode(
  ctx: ServiceContext,
  postalCode: string,
): Promise<PostalCodePlace> {
  authorize(ctx, 'read', 'Country');
  const code = postalCode.trim();
  if (!/^\d{5}$/.test(code)) {
    throw new AppError('validation_failed', undefined, {
      fields: { postal_code: ['v.postal_code_mx'] },
    });
  }
  const rows = await ctx.deps.db
    .select()
    .from(postalCodeSettlements)
    .where(eq(postalCodeSettlements.postalCode, code))
    .orderBy(asc(postalCodeSettlements.settlement));
  const first = rows[0];
  if (!first) {
    throw new AppError('not_found', undefined, {
      fields: { postal_code: ['v.postal_code_unknown'] },
    });
  }
  return {
    postal_code: code,
    state: { code: first.stateCode, name: first.stateName },
    municipality: first.municipality,
    city: first.city,
    settlements: rows.map((r) => ({
      name: r.settlement,
      type: r.settlementType ?? '',
    })),
  };
}
