import type { WireExchangeView } from '@despacho/shared';
import type { WireExchange } from '../../integrations/carriers/carrier-connector';
import { maskSecrets } from '../../integrations/carriers/wire-recorder';

export const MASK = '*****';

/** Headers that carry a credential whatever its value: shown as their scheme and the mask. */
const CREDENTIAL_HEADERS = new Set([
  'authorization',
  'proxy-authorization',
  'x-api-key',
  'apikey',
  'cookie',
  'set-cookie',
]);

/** Tokens a carrier hands back (OAuth and the like): live credentials, never shown. */
const TOKEN_FIELDS =
  /("(?:access_token|refresh_token|id_token|token)"\s*:\s*")[^"]*(")|(<(?:[\w-]+:)?(?:Token|AccessToken)>)[^<]*(<\/)/gi;

function maskText(text: string, secrets: readonly string[]): string {
  return maskSecrets(text, secrets).replace(
    TOKEN_FIELDS,
    (_m, jsonOpen?: string, jsonClose?: string, xmlOpen?: string, xmlClose?: string) =>
      jsonOpen ? `${jsonOpen}${MASK}${jsonClose}` : `${xmlOpen}${MASK}${xmlClose}`,
  );
}

function maskHeaders(
  headers: Record<string, string>,
  secrets: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => {
      if (!CREDENTIAL_HEADERS.has(name.toLowerCase())) return [name, maskText(value, secrets)];
      const scheme = /^(Basic|Bearer|Token)\s/i.exec(value)?.[1];
      return [name, scheme ? `${scheme} ${MASK}` : MASK];
    }),
  );
}

/**
 * The exchanges as staff may see them: every stored secret of the carrier (and its URL-encoded
 * and base64 forms), credential headers and returned tokens replaced by "*****".
 */
export function maskExchanges(
  exchanges: readonly WireExchange[],
  secrets: readonly string[],
): WireExchangeView[] {
  return exchanges.map(({ request, response }) => ({
    request: {
      method: request.method,
      url: maskText(request.url, secrets),
      headers: maskHeaders(request.headers, secrets),
      body: maskText(request.body, secrets),
    },
    response: response && {
      status: response.status,
      headers: maskHeaders(response.headers, secrets),
      body: maskText(response.body, secrets),
    },
  }));
}

export const maskMessage = (message: string | null, secrets: readonly string[]) =>
  message === null ? null : maskText(message, secrets);
