import { API_PREFIX, ZErrorResponse } from '@despacho/shared';
import { ApiError } from './api-error';
import { currentLocale } from './i18n';
import { clearSession, getSession } from './session';
import { resolveTenant } from './tenant';

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Extra headers (e.g. the purchase's Idempotency-Key). */
  headers?: Record<string, string>;
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_PREFIX}/${path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
}

export async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
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

/** The tenant, language and token headers every call sends, accepting `accept`. */
export function requestHeaders(accept: string): Record<string, string> {
  const session = getSession();
  const headers: Record<string, string> = {
    Accept: accept,
    'Accept-Language': currentLocale(),
    'X-Tenant': resolveTenant(),
  };
  if (session) headers.Authorization = `Bearer ${session.token}`;
  return headers;
}

/** An error reply as ApiError; an expired or revoked token is forgotten (the guard sends to /login). */
export async function refusal(response: Response, hadSession: boolean): Promise<ApiError> {
  const error = await toApiError(response);
  // A provider's forged signature (code signature_invalid) is 401 too, yet the session stands.
  if (response.status === 401 && hadSession && error.code !== 'signature_invalid') clearSession();
  return error;
}

/** Sends one request with the tenant, language and token headers; a refusal becomes ApiError. */
async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const session = getSession();
  const headers = { ...requestHeaders('application/json'), ...options.headers };
  const isForm = options.body instanceof FormData;
  // A FormData body sets its own multipart content type (with the boundary).
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
    });
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    throw new ApiError({ message, hasResponse: false });
  }

  // A refused download answers JSON too (spec 2 §8): read it the same way.
  if (!response.ok) throw await refusal(response, !!session);
  return response;
}

/** One call to the API: tenant, language and token headers; errors become ApiError. */
export async function apiRequest<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(method, path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const api = {
  get: <T>(path: string, query?: Query) => apiRequest<T>('GET', path, { query }),
  post: <T>(path: string, body?: unknown, query?: Query, headers?: Record<string, string>) =>
    apiRequest<T>('POST', path, { body: body ?? {}, query, headers }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, { body: body ?? {} }),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
  /** POST multipart/form-data (file uploads). */
  upload: <T>(path: string, form: FormData) => apiRequest<T>('POST', path, { body: form }),
};

/** Replies wrap one record as `{data}`. */
export interface DataReply<T> {
  data: T;
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

/** A file the API serves to signed-in users, as a Blob (to show it, e.g. in a new tab). */
export async function fetchFile(path: string): Promise<Blob> {
  const response = await send('GET', path, { headers: { Accept: '*/*' } });
  return response.blob();
}

/** The body as a Blob, counting the bytes as they arrive when someone is listening. */
async function readBlob(response: Response, onProgress?: (bytes: number) => void): Promise<Blob> {
  if (!onProgress || !response.body) return response.blob();
  const reader = response.body.getReader();
  const parts: BlobPart[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    bytes += value.byteLength;
    onProgress(bytes);
  }
  return new Blob(parts, { type: response.headers.get('Content-Type') ?? undefined });
}

/**
 * Downloads a file the API serves to signed-in users (an example spreadsheet, an export, a
 * label): the request carries the token, so a plain link cannot do it; the browser then saves
 * the blob under the name the server gives it (else `fallbackName`). Answers that name.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  options: {
    method?: 'GET' | 'POST';
    query?: Query;
    /** A JSON body (a POST whose parameters are the report's filters). */
    body?: unknown;
    /** Told the bytes received so far while a large file arrives. */
    onProgress?: (bytes: number) => void;
  } = {},
): Promise<string> {
  const response = await send(options.method ?? 'GET', path, {
    query: options.query,
    body: options.body,
    headers: { Accept: '*/*' },
  });
  const name = filenameOf(response.headers.get('Content-Disposition')) ?? fallbackName;
  const url = URL.createObjectURL(await readBlob(response, options.onProgress));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
