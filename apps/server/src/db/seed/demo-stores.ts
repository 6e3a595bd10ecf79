import { and, eq } from 'drizzle-orm';
import type { ShipmentAddress } from '@despacho/shared';
import type { Tx } from '../client';
import { settings, stores } from '../schema';
import type { SecretBox } from '../../lib/secret-box';
import { DEMO_SHOPS, DEMO_STORE_APPS } from '../../integrations/stores/demo-stores';
import { sealSecrets } from '../../modules/stores/store-context';
import { placeOf } from '../../modules/stores/store-orders.repository';

/**
 * Demo mode: the tenant's Shopify and Tienda Nube apps are the mocks' demo apps, and Carmen has
 * one connected store of each kind, holding the mocks' credentials (encrypted like any store's),
 * shipping from her Monterrey shop. These mean nothing to the real providers.
 */
export async function seedDemoStores(
  tx: Tx,
  tenantId: number,
  customerId: number,
  secrets: SecretBox,
): Promise<void> {
  const values: [string, string, boolean][] = [
    ['shopify_api_key', DEMO_STORE_APPS.shopify.client_id, true],
    ['shopify_api_secret', DEMO_STORE_APPS.shopify.client_secret, true],
    ['tiendanube_app_id', DEMO_STORE_APPS.tiendanube.client_id, false],
    ['tiendanube_client_secret', DEMO_STORE_APPS.tiendanube.client_secret, true],
  ];
  for (const [key, value, secret] of values) {
    await tx
      .update(settings)
      .set({ value: secret ? secrets.encrypt(value) : value, updatedAt: new Date() })
      .where(and(eq(settings.tenantId, tenantId), eq(settings.key, key)));
  }
  const place = await placeOf(tx, 'MX', 'Nuevo León');
  const origin: ShipmentAddress | null = place && {
    name: 'Carmen Clienta',
    company: 'Tienda Carmen',
    email: 'customer@despacho.test',
    phone: '8112345678',
    calling_code: '52',
    rfc: null,
    country_id: place.country_id,
    country_code: place.country_code,
    country_name: place.country_name,
    state: place.state_name ?? 'Nuevo León',
    state_code: place.state_code,
    city: 'Monterrey',
    neighborhood: 'Monterrey Centro',
    street: 'Av. Juárez',
    number: '1000',
    interior_number: null,
    postal_code: '64000',
    reference: 'Entre Padre Mier y Morelos',
  };
  const seal = (s: Record<string, string>) => sealSecrets({ secrets }, s);
  const base = { tenantId, userId: customerId, status: 'connected' as const, origin };
  await tx.insert(stores).values([
    {
      ...base,
      provider: 'shopify',
      shop: DEMO_SHOPS.shopify.shop,
      shopKey: DEMO_SHOPS.shopify.shop,
      name: 'Artesanías Carmen',
      credentials: seal({ access_token: DEMO_SHOPS.shopify.access_token }),
    },
    {
      ...base,
      provider: 'woocommerce',
      shop: DEMO_SHOPS.woocommerce.shop,
      shopKey: DEMO_SHOPS.woocommerce.shop,
      name: 'Tienda Carmen',
      credentials: seal({
        api_key: DEMO_SHOPS.woocommerce.api_key,
        api_secret: DEMO_SHOPS.woocommerce.api_secret,
      }),
      woocommerceVersion: 3,
      woocommerceLegacyApi: false,
    },
    {
      ...base,
      provider: 'tiendanube',
      shop: DEMO_SHOPS.tiendanube.shop,
      shopKey: DEMO_SHOPS.tiendanube.shop,
      name: 'Carmen en Tienda Nube',
      externalId: DEMO_SHOPS.tiendanube.store_id,
      credentials: seal({ access_token: DEMO_SHOPS.tiendanube.access_token }),
    },
  ]);
}
