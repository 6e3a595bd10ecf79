import { Agent, request } from 'node:http';

export interface Reply {
  status: number;
  body: Buffer;
  /** Milliseconds from the request's start to its last byte. */
  ms: number;
}

/**
 * One client with one keep-alive connection (as a browser tab reuses its own), so each of the
 * benchmark's concurrent users is one connection to the server. node:http rather than fetch: the
 * load generator shares the server's two cores and should cost as little as it can.
 */
export class BenchClient {
  private readonly agent: Agent;
  private readonly base: URL;

  /** `sockets`: more than one for an open loop, where a user's requests may overlap. */
  constructor(
    baseUrl: string,
    private readonly headers: Record<string, string>,
    sockets = 1,
  ) {
    this.base = new URL(baseUrl);
    this.agent = new Agent({ keepAlive: true, maxSockets: sockets });
  }

  send(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<Reply> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const started = performance.now();
    return new Promise((ok, fail) => {
      const req = request(
        {
          agent: this.agent,
          host: this.base.hostname,
          port: this.base.port,
          method,
          path: `/api/v1/${path}`,
          headers: {
            ...this.headers,
            ...extra,
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': payload.length }
              : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            ok({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks),
              ms: performance.now() - started,
            }),
          );
          res.on('error', fail);
        },
      );
      req.on('error', fail);
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** The nearest-rank percentile of the samples (ms). */
export function percentile(samples: number[], p: number): number {
  if (!samples.length) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

export const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '-');

/** "p50 x ms  p95 y ms  p99 z ms" for a row of the report. */
export function spread(samples: number[], ps: number[] = [50, 95, 99]): string {
  return ps.map((p) => `p${p} ${ms(percentile(samples, p)).padStart(6)} ms`).join('   ');
}

/**
 * Runs `clients` loops of `step` for `seconds` (a closed loop: each client starts its next step
 * when the previous one answered); a step started before the deadline is finished and counted.
 * Answers the wall time from the first start to the last finish.
 */
export async function closedLoop<C>(
  clients: C[],
  seconds: number,
  step: (client: C, index: number) => Promise<void>,
): Promise<number> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    clients.map(async (client, index) => {
      while (performance.now() < deadline) await step(client, index);
    }),
  );
  return (performance.now() - started) / 1000;
}

/**
 * An open loop: `rate` arrivals a second for `seconds`, each started on its schedule whether or
 * not earlier ones have answered (as independent users arrive), so a reply's time is the time a
 * user waits at that load, not the queue a fixed number of waiting clients builds. `step` gets
 * the arrival's number and its scheduled start (performance.now() time), from which latency is
 * measured (a late start counts against the server, not hidden). Answers the wall time from
 * the first arrival to the last answer.
 */
export async function openLoop(
  rate: number,
  seconds: number,
  step: (arrival: number, scheduled: number) => Promise<void>,
): Promise<number> {
  const started = performance.now();
  const count = Math.round(rate * seconds);
  const running: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const scheduled = started + (i * 1000) / rate;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    running.push(step(i, scheduled));
  }
  await Promise.all(running);
  return (performance.now() - started) / 1000;
}
