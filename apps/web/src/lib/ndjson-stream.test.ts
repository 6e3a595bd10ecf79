import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../test/fixtures';
import { ApiError } from './api-error';
import { isAbortError, streamNdjson } from './ndjson-stream';
import { getSession, saveSession } from './session';

/** A fetch answering these chunks (bytes cut anywhere, even inside a character). */
function answerChunks(chunks: Uint8Array[]) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            chunks.forEach((c) => controller.enqueue(c));
            controller.close();
          },
        }),
        { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } },
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('streamNdjson', () => {
  it('hands over each complete line, whatever the chunks, and the last one without its newline', async () => {
    const bytes = new TextEncoder().encode('{"n":1,"s":"Económico"}\n\n{"n":2}\n{"n":3}');
    // Cut inside "ó" (two bytes) and inside the second line.
    const cuts = [0, 13, 14, 28, bytes.length];
    const fetchMock = answerChunks(cuts.slice(1).map((end, i) => bytes.slice(cuts[i], end)));
    saveSession({ token: 'abc', user: makeUser() });
    const lines: unknown[] = [];
    await streamNdjson('quotes/stream', (l) => lines.push(l), {
      method: 'POST',
      body: { quote: { weight: 1 } },
      query: { include_rejected: 'true' },
    });
    expect(lines).toEqual([{ n: 1, s: 'Económico' }, { n: 2 }, { n: 3 }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/quotes/stream?include_rejected=true');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"quote":{"weight":1}}');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer abc',
      'X-Tenant': 'demo',
      'Accept-Language': 'es-MX',
      'Content-Type': 'application/json',
    });
  });

  it('rejects a refusal before the stream as the API error, and forgets the session on a 401', async () => {
    saveSession({ token: 'expired', user: makeUser() });
    const refuse = (status: number, body: unknown) =>
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(JSON.stringify(body), { status })),
      );
    refuse(422, { messages: ['Revisa los datos'], errors: { weight: ['Muy pesado'] } });
    const error = await streamNdjson('quotes/stream', () => undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, errors: { weight: ['Muy pesado'] } });
    expect(getSession()).not.toBeNull();

    refuse(401, { messages: ['Sesión expirada'], errors: {} });
    await expect(streamNdjson('quotes/stream', () => undefined)).rejects.toMatchObject({
      status: 401,
    });
    expect(getSession()).toBeNull();
  });

  it('stops reading when its signal is aborted', async () => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })),
      ),
    );
    const abort = new AbortController();
    const lines: unknown[] = [];
    const done = streamNdjson('shipments/5/rates/stream', (l) => lines.push(l), {
      signal: abort.signal,
    });
    await vi.waitFor(() => expect(controller).toBeDefined());
    controller.enqueue(new TextEncoder().encode('{"n":1}\n'));
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    abort.abort();
    const error = await done.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(lines).toHaveLength(1);
  });
});
