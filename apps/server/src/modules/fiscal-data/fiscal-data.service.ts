import { subject } from '@casl/ability';
import {
  FISCAL_DATA_ORDER_FIELDS,
  type FiscalDataValues,
  type FiscalDatum,
  type ListQuery,
  type ListResponse,
} from '@despacho/shared';
import { withTenant } from '../../db/tenant-tx';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { listOf, listParams } from '../../http/list-query';
import { rfcProblem } from './fiscal-data-rfc';
import {
  countryExists,
  fiscalDataViewById,
  fiscalDataViewOf,
  listFiscalDataViews,
  tenantUserExists,
  upsertFiscalData,
} from './fiscal-data.repository';
import { serializeFiscalDatum } from './fiscal-data.serializer';

/** An account's fiscal data inside the caller's tenant transaction (the CFDI receptor). */
export { fiscalDataOf } from './fiscal-data.repository';

type Query = ListQuery & Record<string, unknown>;

/** Whether the caller may read this user's fiscal data: their own, or any as staff. */
const mayRead = (ctx: ServiceContext, userId: number) =>
  ctx.ability.can('read', subject('FiscalDatum', { user_id: userId }) as unknown as 'FiscalDatum');

/** GET fiscal_data/0: the caller's own fiscal data, null before the first save. */
export async function getOwnFiscalData(ctx: ServiceContext): Promise<FiscalDatum | null> {
  authorize(ctx, 'read', 'FiscalDatum');
  const actor = requireActor(ctx);
  const view = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => fiscalDataViewOf(tx, actor.id));
  return view ? serializeFiscalDatum(view) : null;
}

/** GET fiscal_data/{id}: 0 is the caller's own; another's only for staff (else a 404). */
export async function getFiscalDatum(ctx: ServiceContext, id: number): Promise<FiscalDatum | null> {
  if (id === 0) return getOwnFiscalData(ctx);
  authorize(ctx, 'read', 'FiscalDatum');
  const view = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => fiscalDataViewById(tx, id));
  if (!view || !mayRead(ctx, view.row.userId)) throw notFound();
  return serializeFiscalDatum(view);
}

/**
 * GET fiscal_data?where[user_id]=…: staff read any user of the tenant (a user of another
 * tenant is a 404); everyone else only their own (another user's is a 403). Without the
 * filter, staff page through the tenant's and others get their own.
 */
export async function listFiscalData(
  ctx: ServiceContext,
  query: Query,
): Promise<ListResponse<FiscalDatum>> {
  authorize(ctx, 'read', 'FiscalDatum');
  const actor = requireActor(ctx);
  const p = listParams(query, FISCAL_DATA_ORDER_FIELDS, { field: 'created_at', dir: 'desc' });
  const wanted = p.where.user_id as number | undefined;
  const staff = mayRead(ctx, -1);
  const userId = wanted ?? (staff ? null : actor.id);
  if (userId !== null && !mayRead(ctx, userId)) throw new AppError('forbidden');
  const { rows, total } = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    if (userId !== null && !(await tenantUserExists(tx, userId))) throw notFound();
    return listFiscalDataViews(tx, p, userId);
  });
  return listOf(rows.map(serializeFiscalDatum), total, p);
}

/**
 * POST/PUT fiscal_data: saves the caller's own fiscal data (one record, replaced on each save).
 * The shared schema has checked the fields and SAT's receptor rules; here the RFC's check digit
 * (@nodecfdi/rfc) and the country, which need the server. Staff only read other users' data.
 */
export async function saveOwnFiscalData(
  ctx: ServiceContext,
  input: FiscalDataValues,
  id = 0,
): Promise<FiscalDatum> {
  authorize(ctx, 'create', 'FiscalDatum');
  const actor = requireActor(ctx);
  const problem = rfcProblem(input.rfc);
  const view = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    if (id !== 0) {
      const current = await fiscalDataViewById(tx, id);
      if (!current || current.row.userId !== actor.id) throw notFound();
    }
    const countryKnown = await countryExists(tx, ctx.tenant.id, input.country_id);
    const fields: Record<string, string[]> = {};
    if (problem) fields.rfc = [problem];
    if (!countryKnown) fields.country_id = ['v.invalid_value'];
    if (Object.keys(fields).length) throw new AppError('validation_failed', undefined, { fields });
    await upsertFiscalData(tx, ctx.tenant.id, actor.id, {
      businessName: input.business_name,
      rfc: input.rfc,
      fiscalRegime: input.fiscal_regime,
      paymentForm: input.payment_form,
      cfdiUse: input.cfdi_use,
      email: input.email,
      phone: input.phone,
      street: input.street,
      number: input.number,
      interiorNumber: input.interior_number,
      neighborhood: input.neighborhood,
      city: input.city,
      state: input.state,
      countryId: input.country_id,
      postalCode: input.postal_code,
    });
    return fiscalDataViewOf(tx, actor.id);
  });
  if (!view) throw fieldError('base', 'v.invalid_value');
  return serializeFiscalDatum(view);
}
