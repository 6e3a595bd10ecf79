import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const partnersDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../docs/partners');

/** A port nobody listens on now (for the webhook receiver). */
export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? ok(address.port) : fail()));
    });
  });
}

/** Waits until `check` answers something truthy, or fails naming `what` after `seconds`. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  seconds = 60,
): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what} after ${seconds} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export interface ScriptRun {
  code: number | null;
  output: string;
}

/** Runs docs/partners/example-client.mjs as a partner would, and answers its exit and output. */
export async function runExampleClient(env: Record<string, string>): Promise<ScriptRun> {
  const child = spawn(process.execPath, [resolve(partnersDir, 'example-client.mjs')], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  return { code, output };
}

export interface ReceivedLine {
  verified: boolean;
  failed_on_purpose?: boolean;
  type?: string;
  id?: string;
  reason?: string;
}

export interface Receiver {
  url: string;
  /** Every JSON line the receiver printed (verified events, refusals). */
  lines: ReceivedLine[];
  stop(): Promise<void>;
}

/** Starts docs/partners/webhook-receiver.mjs with the endpoint's secret, failing the first N. */
export async function startReceiver(
  secret: string,
  port: number,
  failFirst = 0,
): Promise<Receiver> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      resolve(partnersDir, 'webhook-receiver.mjs'),
      '--port',
      String(port),
      '--fail-first',
      String(failFirst),
    ],
    { env: { PATH: process.env.PATH ?? '', DESPACHO_WEBHOOK_SECRET: secret }, stdio: 'pipe' },
  );
  const lines: ReceivedLine[] = [];
  let listening = false;
  let pending = '';
  const read = (chunk: Buffer) => {
    pending += chunk.toString();
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    for (const line of parts.filter(Boolean)) {
      const parsed = JSON.parse(line) as ReceivedLine & { listening?: string };
      if (parsed.listening) listening = true;
      else lines.push(parsed);
    }
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  await eventually(
    'the webhook receiver to listen',
    () => listening || child.exitCode !== null,
    15,
  );
  if (child.exitCode !== null) throw new Error(`the receiver exited with ${child.exitCode}`);
  return {
    url: `http://127.0.0.1:${port}/`,
    lines,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
