import { validationText, type Locale } from '@despacho/shared';
import { AppError } from '../../http/app-error';
import type { AppConfig } from '../../config';
import { createPacClient } from '../../integrations/pac/pac-client';
import type { PacPort } from '../../integrations/pac/pac-port';
import type { InvoicingSettings } from './invoice-settings';

/**
 * The tenant's PAC: Finkok at `invoicing_pac_url` with the tenant's user (`invoicing_api_key`)
 * and password (`invoicing_api_secret`, decrypted). Tests and demo point the URL at the mock
 * PAC, as payment gateways are pointed at their mocks through settings; in production the URL is
 * held to the outbound rule of integrations/pac/pac-client (https to a public address).
 */
export function pacFor(
  s: InvoicingSettings,
  locale: Locale,
  config: Pick<AppConfig, 'mode'>,
): PacPort {
  const missing = (
    ['invoicing_pac_url', 'invoicing_api_key', 'invoicing_api_secret'] as const
  ).find((key) => !s[key]);
  if (missing)
    throw new AppError('validation_failed', undefined, {
      fields: { base: [validationText('v.invoice_setting_missing', locale, { setting: missing })] },
    });
  return createPacClient(config, {
    url: s.invoicing_pac_url!,
    username: s.invoicing_api_key!,
    password: s.invoicing_api_secret!,
  });
}
