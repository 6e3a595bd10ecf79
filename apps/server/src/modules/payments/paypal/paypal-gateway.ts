import type { AppDeps } from '../../../http/context';
import { AppError } from '../../../http/app-error';
import { gatewayBaseUrl } from '../../../integrations/payments/demo-mocks';
import { PaypalClient } from '../../../integrations/payments/paypal/paypal.client';
import { tenantSettings } from '../payment-settings';

const KEYS = [
  'paypal',
  'paypal_min_amount',
  'paypal_client_id',
  'paypal_secret',
  'paypal_production',
  'paypal_webhook_id',
  'paypal_base_url',
] as const;

export interface PaypalTenantConfig {
  enabled: boolean;
  minAmount: string | undefined;
  /** Null when the client id or secret is missing. */
  client: PaypalClient | null;
  webhookId: string | null;
}

/** The tenant's PayPal: the flag, the minimum, a client with its credentials, the webhook id. */
export async function paypalConfig(
  deps: Pick<AppDeps, 'db' | 'secrets' | 'config'>,
  tenantId: number,
): Promise<PaypalTenantConfig> {
  const s = await tenantSettings(deps, tenantId, KEYS);
  const clientId = s.paypal_client_id?.trim();
  const secret = s.paypal_secret?.trim();
  const baseUrl = gatewayBaseUrl(deps.config, 'paypal', {
    production: s.paypal_production === '1',
    override: s.paypal_base_url,
  });
  return {
    enabled: s.paypal === '1',
    minAmount: s.paypal_min_amount,
    client: clientId && secret ? new PaypalClient({ baseUrl, clientId, secret }) : null,
    webhookId: s.paypal_webhook_id?.trim() || null,
  };
}

/** The client of a tenant whose PayPal is on and configured, else 409 gateway_unconfigured. */
export function usablePaypal(cfg: PaypalTenantConfig): PaypalClient {
  if (!cfg.enabled || !cfg.client) throw new AppError('gateway_unconfigured');
  return cfg.client;
}
