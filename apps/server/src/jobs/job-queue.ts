import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';

/** What a handler learns about its attempt, so it can tell the last one from a retry. */
export interface JobAttempt {
  retryCount: number;
  retryLimit: number;
}

/** One kind of background work: its queue, payload contract, retry policy and handler. */
export interface JobDefinition<T> {
  name: string;
  payload: z.ZodType<T>;
  retry?: { limit: number; delaySeconds: number; backoff: boolean };
  /** Cron expression (UTC) when the job also runs on a schedule. */
  cron?: string;
  handle(data: T, attempt: JobAttempt): Promise<void>;
}

export interface JobQueueOptions {
  /** How often idle workers look for work; a send in this process wakes them at once. */
  pollingIntervalSeconds?: number;
  /** How long stopping waits for running jobs (default 5 s). */
  stopTimeoutMs?: number;
}

/**
 * pg-boss over the product's own database (PostgreSQL or the embedded PGlite, through one raw
 * executor): jobs survive restarts and retry with backoff, with no other service to run.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<unknown>>();
  private readonly workers = new Map<string, string>();
  private started = false;
  /** Set once stopped: the database may close now, so the queue stops writing to it. */
  private stopped = false;

  constructor(
    database: Database,
    private readonly log: Logger,
    private readonly options: JobQueueOptions = {},
  ) {
    this.boss = new PgBoss({
      // A job still running when the queue stopped (past the stop's wait) is left as it is, as
      // after a crash: pg-boss retries it when it expires. Its last writes never run (they wait
      // forever) instead of failing on a database closed meanwhile, which pg-boss would not
      // catch.
      db: {
        executeSql: (text, values) =>
          (this.stopped ? new Promise(() => {}) : database.execRaw(text, values)) as never,
      },
      // Finished jobs are archived after 12 hours (pg-boss default) and deleted a week later.
      deleteAfterDays: 7,
    });
    this.boss.on('error', (err) => this.log.error({ err }, 'job queue error'));
  }

  define<T>(definition: JobDefinition<T>): void {
    this.definitions.set(definition.name, definition as JobDefinition<unknown>);
  }

  get isStarted(): boolean {
    return this.started;
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.stopped = false;
    await this.boss.start();
    for (const def of this.definitions.values()) {
      await retryRace(() =>
        this.boss.createQueue(def.name, {
          name: def.name,
          retryLimit: def.retry?.limit ?? 0,
          retryDelay: def.retry?.delaySeconds ?? 0,
          retryBackoff: def.retry?.backoff ?? false,
        }),
      );
      const id = await this.boss.work<unknown>(
        def.name,
        {
          includeMetadata: true,
          batchSize: 1,
          pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2,
        },
        async ([job]) => {
          if (!job) return;
          const data = def.payload.parse(job.data);
          await def.handle(data, { retryCount: job.retryCount, retryLimit: job.retryLimit });
        },
      );
      this.workers.set(def.name, id);
      if (def.cron) await this.boss.schedule(def.name, def.cron, {});
    }
    this.started = true;
  }

  /** Enqueues a job (after the transaction that caused it committed) and wakes the worker. */
  async send<T extends object>(name: string, data: T): Promise<void> {
    if (!this.definitions.has(name)) throw new Error(`unknown job ${name}`);
    // Refused at once: a stopped queue's database calls never settle (see the constructor), and
    // a caller sending to several queues (webhook-dispatch) must not wait on this one.
    if (this.stopped) throw new Error(`the job queue has stopped: ${name} not sent`);
    await this.boss.send(name, data);
    const worker = this.workers.get(name);
    if (worker) this.boss.notifyWorker(worker);
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({
      graceful: true,
      timeout: this.options.stopTimeoutMs ?? 5_000,
      wait: true,
      close: false,
    });
    this.stopped = true;
  }
}

/** PostgreSQL's deadlock and unique-violation codes: what two processes creating a queue meet. */
const RACE_CODES = new Set(['40P01', '23505']);

/**
 * Several server processes (WEB_CONCURRENCY, or N `npm start`) create the same queues at once;
 * pg-boss's creation can deadlock on the other's. The loser tries again and finds it made.
 */
async function retryRace(work: () => Promise<unknown>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await work();
      return;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (attempt >= attempts || !code || !RACE_CODES.has(code)) throw err;
      await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 100));
    }
  }
}

/** pg-boss's own schema name (its default, which the queue above uses). */
const BOSS_SCHEMA = 'pgboss';

/**
 * Creates pg-boss's tables when the database has none. `main` runs it under the startup lock:
 * two queues starting together on an empty database would both try to create the schema, and
 * PostgreSQL lets one of two concurrent `CREATE SCHEMA IF NOT EXISTS` fail. Upgrades of an
 * existing schema stay with pg-boss's start, which orders them itself.
 */
export async function installJobQueue(database: Database): Promise<boolean> {
  const { rows } = await database.execRaw(
    `SELECT to_regclass('${BOSS_SCHEMA}.version') IS NOT NULL AS installed`,
  );
  if ((rows[0] as { installed: boolean }).installed) return false;
  await database.execRaw(PgBoss.getConstructionPlans(BOSS_SCHEMA));
  return true;
}
