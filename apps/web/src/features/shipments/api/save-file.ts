import { API_PREFIX, ZErrorResponse } from '@despacho/shared';
import { ApiError } from '../../../lib/api-error';
import { currentLocale } from '../../../lib/i18n';
import { getSession } from '../../../lib/session';
import { resolveTenant } from '../../../lib/tenant';
import type { Query } from '../../../lib/api-client';

function url(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_PREFIX}/${path}${search ? `?${search}` : ''}`;
}

/** A refused download answers JSON like any call: read it as text, word it like any error. */
async function refusal(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  const parsed = ZErrorResponse.safeParse(body);
  const messages = parsed.success ? parsed.data.messages : [];
  return new ApiError({
    message: messages.join('\n') || response.statusText || `HTTP ${response.status}`,
    status: response.status,
    code: parsed.success ? parsed.data.code : undefined,
    messages,
    errors: parsed.success ? parsed.data.errors : {},
    hasResponse: true,
  });
}

/** The name the server gives the file (Content-Disposition), else ours. */
function fileName(response: Response, fallback: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Fetches a file only a signed-in user may have (an export, a label) and hands it to the
 * browser as a download: a plain link cannot carry the token.
 */
export async function saveFile(
  method: 'GET' | 'POST',
  path: string,
  fallbackName: string,
  query?: Query,
): Promise<void> {
  const session = getSession();
  const headers: Record<string, string> = {
    'X-Tenant': resolveTenant(),
    'Accept-Language': currentLocale(),
  };
  if (session) headers.Authorization = `Bearer ${session.token}`;
  let response: Response;
  try {
    response = await fetch(url(path, query), { method, headers });
  } catch (cause) {
    throw new ApiError({ message: String(cause), hasResponse: false });
  }
  if (!response.ok) throw await refusal(response);
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName(response, fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
