import { createHash } from 'node:crypto';
import {
  isAdminOrAbove,
  isStaff,
  validationText,
  type Store,
  type UserType,
} from '@despacho/shared';
import type { Tx } from '../../db/client';
import type { StoreRow } from '../../db/schema';
import { AppError, fieldError } from '../../http/app-error';
import { requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { StoreError } from '../../integrations/stores/store-connector';
import { shipmentsCountOf, type StoreScope } from './stores.repository';
import { serializeStore } from './stores.serializer';
import './stores-messages';

/* Who sees and acts on which store, and how the stores area words a refusal. */

/** The paying account a caller acts for: a sub-user connects stores for their parent. */
export const accountOf = (ctx: ServiceContext) => {
  const actor = requireActor(ctx);
  return actor.parentId ?? actor.id;
};
const typeOf = (ctx: ServiceContext) => requireActor(ctx).userType as UserType;

/** Staff read the tenant's stores; everyone else their account's. */
export const readScope = (ctx: ServiceContext): StoreScope =>
  isStaff(typeOf(ctx)) ? { ownerId: null } : { ownerId: accountOf(ctx) };
/** Admins and up act on any store of the tenant; operators and customers on their own. */
export const writeScope = (ctx: ServiceContext): StoreScope =>
  isAdminOrAbove(typeOf(ctx)) ? { ownerId: null } : { ownerId: accountOf(ctx) };

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const presentStore = async (ctx: ServiceContext, tx: Tx, row: StoreRow): Promise<Store> =>
  serializeStore(ctx.deps, row, await shipmentsCountOf(tx, row.id));

export const duplicate = () => fieldError('shop', 'v.invalidShopUrl');
export const isUniqueViolation = (err: unknown) =>
  /stores_tenant_shop_key|duplicate key|unique/i.test(String((err as Error)?.message ?? err)) ||
  (err as { code?: string })?.code === '23505' ||
  (err as { cause?: { code?: string } })?.cause?.code === '23505';

export function unconfigured(ctx: ServiceContext, provider: string): AppError {
  const name = provider === 'shopify' ? 'Shopify' : 'Tienda Nube';
  return new AppError('validation_failed', undefined, {
    fields: {
      provider: [validationText('v.store_app_unconfigured', ctx.locale, { provider: name })],
    },
  });
}

/** A store's refusal as a 422: its own words on the credential field; an outage on `shop`. */
export function storeRefusal(ctx: ServiceContext, err: unknown, field: string): AppError {
  if (!(err instanceof StoreError)) {
    ctx.log.error({ err }, 'store call failed unexpectedly');
    return new AppError('validation_failed', undefined, {
      fields: { shop: [validationText('v.store_unreachable', ctx.locale, { reason: '—' })] },
    });
  }
  if (err.kind === 'auth' || err.kind === 'rejected') {
    // The person's language around the store's own words (which the provider writes in English).
    const key = err.kind === 'auth' ? 'v.store_credentials_refused' : 'v.store_request_refused';
    const text = validationText(key, ctx.locale, { reason: err.message });
    return new AppError('validation_failed', undefined, { fields: { [field]: [text] } });
  }
  return new AppError('validation_failed', undefined, {
    fields: { shop: [validationText('v.store_unreachable', ctx.locale, { reason: err.message })] },
  });
}
