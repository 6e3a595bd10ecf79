import { tryParseMoney, type Centavos } from '@despacho/domain';
import type { AppDeps } from '../../../http/context';
import {
  openpayBaseUrl,
  OPENPAY_MOCK_PREFIX,
} from '../../../integrations/payments/openpay/openpay-demo-mock';
import { OpenpayClient } from '../../../integrations/payments/openpay/openpay.client';
import { tenantSettings } from '../payment-settings';

const KEYS = [
  'payment_engine',
  'openpay_id',
  'openpay_private_key',
  'openpay_public_key',
  'openpay_max_amount',
  'openpay_business_name',
  'openpay_product_name',
  'openpay_production',
] as const;

/** Spec 1 §5: OpenPay amounts start at 1.00. */
export const OPENPAY_MIN: Centavos = 100;

export interface OpenpayTenantConfig {
  /** payment_engine = 'OpenPay'. */
  enabled: boolean;
  merchantId: string;
  publicKey: string;
  production: boolean;
  maxAmount: Centavos;
  description: string;
  /** openpay_business_name: who a SPEI transfer pays, as the payer's bank shows it. */
  businessName: string;
  baseUrl: string;
  /** Demo mode: the mock the browser tokenises against; null → openpay.js with OpenPay. */
  tokensUrl: string | null;
  /** Null when the merchant id or private key is missing. */
  client: OpenpayClient | null;
}

/** The tenant's OpenPay settings (private key decrypted, server side only). */
export async function openpayConfig(
  deps: Pick<AppDeps, 'db' | 'secrets' | 'config'>,
  tenantId: number,
): Promise<OpenpayTenantConfig> {
  const s = await tenantSettings(deps, tenantId, KEYS);
  const merchantId = s.openpay_id?.trim() ?? '';
  const privateKey = s.openpay_private_key?.trim() ?? '';
  const production = s.openpay_production === '1';
  const baseUrl = openpayBaseUrl(deps.config, production);
  const max = s.openpay_max_amount ? tryParseMoney(s.openpay_max_amount) : null;
  const description = [
    s.openpay_product_name?.trim() || 'Recarga de saldo',
    s.openpay_business_name?.trim(),
  ]
    .filter(Boolean)
    .join(' - ')
    .slice(0, 250);
  return {
    enabled: s.payment_engine === 'OpenPay',
    merchantId,
    publicKey: s.openpay_public_key?.trim() ?? '',
    production,
    maxAmount: max?.ok && max.value >= OPENPAY_MIN ? max.value : 1_000_000,
    description,
    businessName: s.openpay_business_name?.trim() ?? '',
    baseUrl,
    tokensUrl: baseUrl.endsWith(OPENPAY_MOCK_PREFIX) ? baseUrl : null,
    client:
      merchantId && privateKey ? new OpenpayClient({ baseUrl, merchantId, key: privateKey }) : null,
  };
}

/** Our order_id on a charge: tenant and payment row (unique per merchant). */
export const openpayOrderId = (tenantSlug: string, paymentId: number) =>
  `dsp-${tenantSlug}-${paymentId}`;
