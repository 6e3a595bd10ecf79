import type { AppDeps } from '../../../http/context';
import { gatewayBaseUrl } from '../../../integrations/payments/demo-mocks';
import { MercadoPagoClient } from '../../../integrations/payments/mercadopago/mercadopago.client';
import { tenantSettings } from '../payment-settings';

const KEYS = [
  'mercado_pago',
  'mercado_pago_access_token',
  'mercado_pago_public_key',
  'mercado_min_amount',
  'mercado_pago_production',
  'mercado_pago_webhook_secret',
  'mercado_pago_base_url',
] as const;

export interface MercadoTenantConfig {
  enabled: boolean;
  minAmount: string | undefined;
  publicKey: string;
  /** Null when the access token is missing. */
  client: MercadoPagoClient | null;
  webhookSecret: string | null;
}

export async function mercadoConfig(
  deps: Pick<AppDeps, 'db' | 'secrets' | 'config'>,
  tenantId: number,
): Promise<MercadoTenantConfig> {
  const s = await tenantSettings(deps, tenantId, KEYS);
  const token = s.mercado_pago_access_token?.trim();
  const baseUrl = gatewayBaseUrl(deps.config, 'mercadopago', {
    production: s.mercado_pago_production === '1',
    override: s.mercado_pago_base_url,
  });
  return {
    enabled: s.mercado_pago === '1',
    minAmount: s.mercado_min_amount,
    publicKey: s.mercado_pago_public_key?.trim() ?? '',
    client: token ? new MercadoPagoClient({ baseUrl, accessToken: token }) : null,
    webhookSecret: s.mercado_pago_webhook_secret?.trim() || null,
  };
}

/** Our reference on a preference and its payments: tenant and payment row. */
export const mercadoReference = (tenantSlug: string, paymentId: number) =>
  `dsp-${tenantSlug}-${paymentId}`;

export function parseMercadoReference(
  ref: string | null | undefined,
): { slug: string; id: number } | null {
  const m = /^dsp-([a-z0-9-]{1,40})-(\d{1,10})$/.exec(ref ?? '');
  return m ? { slug: m[1]!, id: Number(m[2]) } : null;
}
