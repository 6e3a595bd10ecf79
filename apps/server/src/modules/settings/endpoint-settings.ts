import { registerValidationMessages } from '@despacho/shared';
import { AppError, fieldError } from '../../http/app-error';
import { isDeveloper } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { checkEndpointUrl, hostOfUrl } from '../../lib/outbound-url';
import { PAC_KNOWN_HOSTS } from '../../integrations/pac/pac-client';
import { MERCADO_PAGO_URL } from '../../integrations/payments/mercadopago/mercadopago.client';
import {
  PAYPAL_LIVE_URL,
  PAYPAL_SANDBOX_URL,
} from '../../integrations/payments/paypal/paypal.client';

/**
 * Settings that tell the server where to send a provider's requests (and with them the
 * tenant's credentials, invoices…). They are the developers' (issue 17, SSRF): an admin or main
 * admin gets 403 on the field; a developer's value is checked against the run mode's rule
 * (lib/outbound-url): in production https to the provider's known host or to a public address.
 * The same rule holds again at call time, so a value stored before it was never trusted.
 */
export const ENDPOINT_SETTINGS: Readonly<Record<string, readonly string[]>> = {
  invoicing_pac_url: PAC_KNOWN_HOSTS,
  paypal_base_url: [hostOfUrl(PAYPAL_LIVE_URL), hostOfUrl(PAYPAL_SANDBOX_URL)],
  mercado_pago_base_url: [hostOfUrl(MERCADO_PAGO_URL)],
};

registerValidationMessages({
  'es-MX': {
    'v.endpoint_developer_only':
      'Solo un desarrollador puede cambiar la dirección (URL) a la que se conecta un proveedor',
    'v.endpoint_invalid': 'No es una dirección (URL) válida',
    'v.endpoint_scheme': 'La dirección debe empezar con https://',
    'v.endpoint_credentials': 'La dirección no puede llevar usuario ni contraseña',
    'v.endpoint_https': 'En producción la dirección debe usar https://',
    'v.endpoint_private':
      'Esa dirección lleva a una red interna (local, privada o reservada); en producción solo se aceptan direcciones públicas',
    'v.endpoint_unresolvable': 'No encontramos ese dominio',
  },
  en: {
    'v.endpoint_developer_only':
      "Only a developer may change the address (URL) a provider's requests go to",
    'v.endpoint_invalid': 'Not a valid address (URL)',
    'v.endpoint_scheme': 'The address must start with https://',
    'v.endpoint_credentials': 'The address may not carry a user or password',
    'v.endpoint_https': 'In production the address must use https://',
    'v.endpoint_private':
      'That address leads into an internal network (local, private or reserved); production accepts public addresses only',
    'v.endpoint_unresolvable': 'We could not find that domain',
  },
});

/**
 * Refuses a change of a provider's endpoint URL: 403 for anyone but a developer (on
 * `fields.permission`), 422 for a URL the run mode does not allow (on `fields.value`). Call it
 * before opening a transaction (it may look up DNS). An empty value (back to the provider's
 * default) is only the permission check.
 */
export async function guardEndpointChange(
  ctx: ServiceContext,
  value: string,
  knownHosts: readonly string[],
  fields: { permission: string; value: string } = { permission: 'value', value: 'value' },
): Promise<void> {
  if (!isDeveloper(ctx))
    throw new AppError('forbidden', undefined, {
      fields: { [fields.permission]: ['v.endpoint_developer_only'] },
    });
  if (!value.trim()) return;
  const refusal = await checkEndpointUrl(value, { mode: ctx.deps.config.mode, knownHosts });
  if (refusal) throw fieldError(fields.value, `v.endpoint_${refusal}`);
}
