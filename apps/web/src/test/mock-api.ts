import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

/** A handler answers a call: a plain value is sent as `{data: value}` with 200. */
export type Handler = (call: ApiCall) => Reply | unknown;
export interface Reply {
  status: number;
  body: unknown;
}

export const reply = (status: number, body: unknown): Reply => ({ status, body });
export const errorReply = (
  status: number,
  messages: string[],
  errors: Record<string, string[]> = {},
  code?: string,
) => reply(status, { code, messages, errors });

const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

/**
 * Stubs fetch with routes keyed "METHOD path" (path after /api/v1/, without the query);
 * a `*` segment matches anything. Unknown calls answer 404 like the server would.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const entries = Object.entries(routes).map(([key, handler]) => {
    const [method = 'GET', pattern = ''] = key.split(' ');
    const regex = new RegExp(
      `^${pattern
        .split('/')
        .map((s) => (s === '*' ? '[^/]+' : s.replace(/[.]/g, '\\.')))
        .join('/')}$`,
    );
    return { method, regex, handler };
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v1\//, ''),
      query: url.searchParams,
      body:
        init?.body instanceof FormData
          ? init.body
          : init?.body
            ? JSON.parse(String(init.body))
            : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const route = entries.find((e) => e.method === call.method && e.regex.test(call.path));
    const result: unknown = route ? await route.handler(call) : errorReply(404, ['No encontrado']);
    const { status, body } = isReply(result) ? result : reply(200, { data: result });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    find: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
  };
}
