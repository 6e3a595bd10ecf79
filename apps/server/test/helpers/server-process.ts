import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

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

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/** `src/main.ts` as `npm start` runs it, in a child process with the given environment. */
export function spawnServer(env: Record<string, string>, port: number): ServerProcess {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      'src/main.ts',
    ],
    {
      cwd: serverDir,
      env: { ...process.env, PORT: String(port), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout?.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr?.on('data', (b: Buffer) => (out += b.toString()));
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => out,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** Resolves when /health answers 200; rejects with the server's output if it exits first. */
export async function waitHealthy(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`server not healthy in time:\n${server.output()}`);
    const ok = await fetch(`${server.url}/api/v1/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Resolves with the exit code (the server refused to start). */
export function waitExit(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode !== null) return Promise.resolve(server.child.exitCode);
  return new Promise((r) => server.child.once('exit', (code) => r(code)));
}
