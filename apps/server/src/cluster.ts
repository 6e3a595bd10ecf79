import cluster, { type Worker } from 'node:cluster';
import pg from 'pg';
import type { Logger } from './lib/logger';

/** One key for every Despacho process: migrations and the demo seed run one process at a time. */
const STARTUP_LOCK = "hashtext('despacho:startup')";

/**
 * Runs `work` holding a PostgreSQL session advisory lock, so processes started together (N
 * `npm start` behind a proxy, or a restart during a deploy) migrate and seed one after the other;
 * the later ones find the work done. The embedded PGlite is one process: no lock needed.
 */
export async function withStartupLock<T>(
  databaseUrl: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(${STARTUP_LOCK})`);
    return await work();
  } finally {
    // Ending the session releases the lock even if the unlock itself fails.
    await client.query(`SELECT pg_advisory_unlock(${STARTUP_LOCK})`).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/** A worker that dies this soon after its start is failing to start: do not fork it again. */
const START_GRACE_MS = 10_000;

/**
 * The primary of WEB_CONCURRENCY=N: forks N workers sharing the port (node:cluster hands each
 * connection to one), forks again a worker that dies later, and passes SIGINT/SIGTERM on.
 */
export function runWorkers(count: number, log: Logger): void {
  let stopping = false;
  const started = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker: Worker, code, signal) => {
    const age = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (started.size === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    if (age < START_GRACE_MS) {
      log.fatal({ code, signal }, 'a server process failed to start; stopping the others');
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill('SIGTERM');
      process.exitCode = 1;
      if (started.size === 0) process.exit(1);
      return;
    }
    log.error({ code, signal, pid: worker.process.pid }, 'a server process died; starting another');
    fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: started.size }, 'stopping the server processes');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
    if (started.size === 0) process.exit(0);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < count; i++) fork();
  log.info(`Despacho runs ${count} server processes (WEB_CONCURRENCY) on one PostgreSQL`);
}
