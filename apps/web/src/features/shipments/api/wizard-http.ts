import { API_PREFIX, ZErrorResponse } from '@despacho/shared';
import { ApiError } from '../../../lib/api-error';
import { currentLocale } from '../../../lib/i18n';
import { clearSession, getSession } from '../../../lib/session';
import { resolveTenant } from '../../../lib/tenant';

/**
 * The two calls the shared api client cannot make yet: a POST with an extra header (the
 * purchase's Idempotency-Key) and a file whose name the server chooses (the label). Same
 * headers, same error shape and the same 401 handling as lib/api-client.
 */
function headers(extra: Record<string, string> = {}): Record<string, string> {
  const session = getSession();
  return {
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
    'X-Tenant': resolveTenant(),
    ...(session ? { Authorization: `Bearer ${session.token}` } : {}),
    ...extra,
  };
}

const url = (path: string, query?: Record<string, string>) => {
  const search = query ? new URLSearchParams(query).toString() : '';
  return `${API_PREFIX}/${path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
};

async function send(input: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(input, init);
  } catch (cause) {
    throw new ApiError({
      message: cause instanceof Error ? cause.message : String(cause),
      hasResponse: false,
    });
  }
  if (response.ok) return response;
  if (response.status === 401 && getSession()) clearSession();
  // A blob's error body is JSON text too (spec 2 §8): read it the same way.
  const body: unknown = await response.json().catch(() => null);
  const parsed = ZErrorResponse.safeParse(body);
  const messages = parsed.success ? parsed.data.messages : [];
  throw new ApiError({
    message: messages.join('\n') || response.statusText || `HTTP ${response.status}`,
    status: response.status,
    code: parsed.success ? parsed.data.code : undefined,
    messages,
    errors: parsed.success ? parsed.data.errors : {},
    hasResponse: true,
  });
}

export async function postWithHeaders<T>(
  path: string,
  body: unknown,
  extra: Record<string, string>,
): Promise<T> {
  const response = await send(url(path), {
    method: 'POST',
    headers: headers({ 'Content-Type': 'application/json', ...extra }),
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/** `filename="guia-12.pdf"` or RFC 5987 `filename*=UTF-8''gu%C3%ADa.pdf`. */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || null;
}

/** GETs a file with the session's token and lets the browser save it under the server's name. */
export async function saveFile(
  path: string,
  query: Record<string, string>,
  fallbackName: string,
): Promise<string> {
  const response = await send(url(path, query), { headers: headers({ Accept: '*/*' }) });
  const name = filenameOf(response.headers.get('Content-Disposition')) ?? fallbackName;
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}
