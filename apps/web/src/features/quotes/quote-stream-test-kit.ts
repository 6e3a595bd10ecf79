import { vi } from 'vitest';
import { QUOTE_STREAM_MEDIA_TYPE, type QuoteProgress, type RateView } from '@despacho/shared';
import type { ApiCall, Reply } from '../../test/mock-api';

/**
 * Streamed quotes in tests: mockApi answers whole JSON bodies, so stream routes are answered
 * here, over the fetch mockApi installed (call this after renderApp). A handler either pushes
 * lines into its stream (now or later) or returns a Reply (a refusal before any line).
 */

export interface TestStream {
  call: ApiCall;
  /** Sends one line (a QuoteProgress) to the page. */
  send: (line: QuoteProgress) => void;
  end: () => void;
  readonly aborted: boolean;
}

export type StreamHandler = (stream: TestStream) => Reply | void | Promise<Reply | void>;

export const progress = (over: Partial<QuoteProgress> = {}): QuoteProgress => ({
  rates: [],
  unanswered: [],
  pending: [],
  done: true,
  ...over,
});

/** A handler answering these lines at once and ending. */
export const lines =
  (...all: QuoteProgress[]): StreamHandler =>
  (stream) => {
    all.forEach(stream.send);
    stream.end();
  };

/** One complete line: the price-table rates, nothing pending. */
export const ratesAtOnce = (rates: RateView[], rejected?: QuoteProgress['rejected']) =>
  lines(progress({ rates, ...(rejected ? { rejected } : {}) }));

const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

export function stubStreams(
  mock: { calls: ApiCall[] },
  routes: Record<string, StreamHandler>,
): { streams: TestStream[] } {
  const inner = globalThis.fetch;
  const streams: TestStream[] = [];
  const entries = Object.entries(routes).map(([key, handler]) => {
    const [method = 'GET', path = ''] = key.split(' ');
    return { method, path, handler };
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1\//, '');
    const method = init?.method ?? 'GET';
    const route = entries.find((e) => e.method === method && e.path === path);
    if (!route) return inner(input, init);
    const call: ApiCall = {
      method,
      path,
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    mock.calls.push(call);
    const signal = init?.signal ?? undefined;
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let open = true;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const encoder = new TextEncoder();
    signal?.addEventListener('abort', () => {
      if (open) controller.error(new DOMException('The request was aborted', 'AbortError'));
      open = false;
    });
    const stream: TestStream = {
      call,
      send: (line) => {
        if (open) controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      },
      end: () => {
        if (open) controller.close();
        open = false;
      },
      get aborted() {
        return signal?.aborted ?? false;
      },
    };
    streams.push(stream);
    const result = await route.handler(stream);
    if (isReply(result)) {
      return new Response(JSON.stringify(result.body), {
        status: result.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response(body, {
      status: 200,
      headers: { 'Content-Type': QUOTE_STREAM_MEDIA_TYPE },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { streams };
}
