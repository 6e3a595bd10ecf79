import type { AppDeps } from '../../http/context';
import { validationText, type Locale } from '@despacho/shared';
import { AppError } from '../../http/app-error';
import { tenantSettings } from '../payments/payment-settings';

const KEYS = [
  'invoicing',
  'invoicing_rfc',
  'invoicing_business_name',
  'invoicing_fiscal_regime',
  'invoicing_postal_code',
  'invoicing_serie',
  'invoicing_product_key',
  'invoicing_pac_url',
  'invoicing_api_key',
  'invoicing_api_secret',
] as const;
type Key = (typeof KEYS)[number];

export type InvoicingSettings = Partial<Record<Key, string>>;

/** The tenant's invoicing settings, the PAC password decrypted (server side only). */
export async function invoicingSettings(
  deps: Pick<AppDeps, 'db' | 'secrets'>,
  tenantId: number,
): Promise<InvoicingSettings> {
  const raw = await tenantSettings(deps, tenantId, KEYS);
  const out: InvoicingSettings = {};
  for (const key of KEYS) {
    const value = raw[key]?.trim();
    if (value) out[key] = value;
  }
  return out;
}

export interface Issuer {
  rfc: string;
  nombre: string;
  regimenFiscal: string;
  lugarExpedicion: string;
  serie: string | undefined;
  productKey: string;
}

/** The emisor as the settings give it; a missing one is a 422 that names the setting. */
export function issuerOf(s: InvoicingSettings, locale: Locale): Issuer {
  const need = (key: Key): string => {
    const value = s[key];
    if (!value)
      throw new AppError('validation_failed', undefined, {
        fields: { base: [validationText('v.invoice_setting_missing', locale, { setting: key })] },
      });
    return value;
  };
  return {
    rfc: need('invoicing_rfc').toUpperCase(),
    nombre: need('invoicing_business_name'),
    regimenFiscal: need('invoicing_fiscal_regime'),
    lugarExpedicion: need('invoicing_postal_code'),
    serie: s.invoicing_serie,
    productKey: s.invoicing_product_key ?? '78102203',
  };
}
