import { describe, expect, it } from 'vitest';
import {
  carrierTimeout,
  describeFetchFailure,
  httpStatusKind,
  parseJsonReply,
  reachCarrier,
  untilAborted,
} from './connector-http';

const networkError = (code: string) =>
  Object.assign(new TypeError('fetch failed'), { cause: { code } });

describe('connector HTTP', () => {
  it('names a fetch failure by its network code, else its error name', () => {
    expect(describeFetchFailure(networkError('ECONNREFUSED'))).toBe('ECONNREFUSED');
    expect(describeFetchFailure(new TypeError('fetch failed'))).toBe('TypeError');
    expect(describeFetchFailure('boom')).toBe('network error');
  });

  it('passes an answer through and turns a failed request into "unavailable"', async () => {
    const signal = new AbortController().signal;
    await expect(reachCarrier('Acme', signal, () => Promise.resolve(42))).resolves.toBe(42);
    await expect(
      reachCarrier('Acme', signal, () => Promise.reject(networkError('ENOTFOUND'))),
    ).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'Acme could not be reached (ENOTFOUND)',
    });
    await expect(
      reachCarrier('Acme', signal, () => Promise.reject(new Error('x')), "Acme's label failed"),
    ).rejects.toMatchObject({ kind: 'unavailable', message: "Acme's label failed (Error)" });
  });

  it('turns a request that failed after the deadline into "timeout"', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      reachCarrier('Acme', controller.signal, () => Promise.reject(new Error('aborted'))),
    ).rejects.toMatchObject({
      kind: 'timeout',
      message: 'Acme did not answer before the deadline',
    });
  });

  it('parses a JSON reply, and calls anything else "unavailable"', () => {
    expect(parseJsonReply('Acme', '{"ok":true}')).toEqual({ ok: true });
    expect(() => parseJsonReply('Acme', '<html>')).toThrow(
      expect.objectContaining({
        kind: 'unavailable',
        message: 'Acme answered with an unreadable reply',
      }),
    );
  });

  it('maps HTTP error statuses to kinds', () => {
    expect([401, 403].map(httpStatusKind)).toEqual(['auth', 'auth']);
    expect([400, 404, 409, 422].map(httpStatusKind)).toEqual(Array(4).fill('rejected'));
    expect([408, 429, 500, 502, 503, 302].map(httpStatusKind)).toEqual(
      Array(6).fill('unavailable'),
    );
  });

  it('stops waiting for a shared promise at the deadline, not before', async () => {
    const open = new AbortController().signal;
    await expect(untilAborted(Promise.resolve('token'), open, 'Acme')).resolves.toBe('token');
    await expect(untilAborted(Promise.reject(new Error('no')), open, 'Acme')).rejects.toThrow('no');
    const controller = new AbortController();
    const waiting = untilAborted(new Promise<never>(() => {}), controller.signal, 'Acme');
    controller.abort();
    await expect(waiting).rejects.toEqual(carrierTimeout('Acme'));
    await expect(untilAborted(Promise.resolve(1), controller.signal, 'Acme')).rejects.toMatchObject(
      { kind: 'timeout' },
    );
  });
});
