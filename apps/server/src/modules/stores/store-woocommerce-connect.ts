import type { ShipmentAddress, StoreConnectReply, ZStoreForm } from '@despacho/shared';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant-tx';
import { fieldError } from '../../http/app-error';
import type { ServiceContext } from '../../http/context';
import { checkEndpointUrl } from '../../lib/outbound-url';
import { storeConnectorFor } from '../../integrations/stores/store-connector-registry';
import { callContext, sealSecrets } from './store-context';
import { countryCodeOf, placeOf } from './store-orders.repository';
import { duplicate, isUniqueViolation, presentStore, storeRefusal } from './store-rules';
import { insertStoreRow } from './stores.repository';

type WooInput = Extract<z.output<typeof ZStoreForm>, { provider: 'woocommerce' }>;

/** The WooCommerce address block as a shipment's origin (country from the catalogue). */
async function originOf(tx: Tx, a: WooInput['woocommerce_address']): Promise<ShipmentAddress> {
  const code = (a.country_id ? await countryCodeOf(tx, Number(a.country_id)) : null) ?? 'MX';
  const place = await placeOf(tx, code, a.state ?? '');
  const phone = a.phone.replace(/\D/g, '');
  return {
    name: a.name,
    company: a.company,
    email: a.email,
    phone: phone.length > 10 && phone.startsWith('52') ? phone.slice(2) : phone,
    calling_code: '52',
    rfc: null,
    country_id: place?.country_id ?? Number(a.country_id ?? 0),
    country_code: place?.country_code ?? code,
    country_name: place?.country_name ?? '',
    state: place?.state_name ?? a.state ?? '',
    state_code: place?.state_code ?? null,
    city: a.city,
    neighborhood: a.neighborhood,
    street: a.street.slice(0, 30),
    number: 'S/N',
    interior_number: null,
    postal_code: a.postal_code,
    reference: null,
  };
}

/**
 * WooCommerce has no authorization page: the key and secret are tried first (no transaction
 * open; a refusal is the store's own words on api_key), then the store is saved `connected`.
 */
export async function connectWoocommerce(
  ctx: ServiceContext,
  owner: number,
  shop: string,
  shopKey: string,
  input: WooInput,
): Promise<StoreConnectReply> {
  // The shop is where the server will send the merchant's key: a public host in production.
  const refusal = await checkEndpointUrl(`https://${shop}`, { mode: ctx.deps.config.mode });
  if (refusal) throw fieldError('shop', `v.endpoint_${refusal}`);
  const connection = {
    provider: 'woocommerce' as const,
    shop,
    api_key: input.api_key,
    api_secret: input.api_secret,
    woocommerce_version: input.woocommerce_version as 1 | 2 | 3,
    woocommerce_legacy_api: input.woocommerce_legacy_api,
  };
  let name: string | undefined;
  try {
    const tested = await storeConnectorFor('woocommerce').testConnection(
      callContext(ctx.deps, 'woocommerce', { client_id: '', client_secret: '' }),
      connection,
    );
    name = tested.name;
  } catch (err) {
    throw storeRefusal(ctx, err, 'api_key');
  }
  try {
    return await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
      const row = await insertStoreRow(tx, {
        tenantId: ctx.tenant.id,
        userId: owner,
        provider: 'woocommerce',
        shop,
        shopKey,
        name: name ?? null,
        status: 'connected',
        credentials: sealSecrets(ctx.deps, {
          api_key: input.api_key,
          api_secret: input.api_secret,
        }),
        woocommerceVersion: input.woocommerce_version,
        woocommerceLegacyApi: input.woocommerce_legacy_api,
        origin: await originOf(tx, input.woocommerce_address),
      });
      return { store: await presentStore(ctx, tx, row), params: null };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
}
