import type { RawExecutor } from '../db/client';

export interface RateRule {
  key: string;
  max: number;
  windowSeconds: number;
}

export interface RateCount {
  key: string;
  hits: number;
  /** Seconds until the window resets. */
  resetIn: number;
}

/**
 * Fixed-window counters in the database, so every server process shares them (PostgreSQL) and
 * they survive a restart (both drivers). One statement counts a hit on every rule given.
 */
export class RateLimiter {
  constructor(private readonly exec: RawExecutor) {}

  /** Counts one hit on each rule; answers the longest wait among exceeded rules, or 0. */
  async hit(rules: RateRule[]): Promise<number> {
    if (!rules.length) return 0;
    const counts = await this.count(rules);
    let wait = 0;
    for (const rule of rules) {
      const c = counts.get(rule.key);
      if (c && c.hits > rule.max) wait = Math.max(wait, Math.ceil(c.resetIn));
    }
    return wait;
  }

  async count(rules: RateRule[]): Promise<Map<string, RateCount>> {
    const { rows } = await this.exec(
      `insert into rate_limit_counters (key, hits, reset_at)
       select k, 1, now() + make_interval(secs => w)
         from unnest($1::text[], $2::int[]) as r(k, w)
       on conflict (key) do update set
         hits = case when rate_limit_counters.reset_at <= now() then 1
                     else rate_limit_counters.hits + 1 end,
         reset_at = case when rate_limit_counters.reset_at <= now() then excluded.reset_at
                         else rate_limit_counters.reset_at end
       returning key, hits, extract(epoch from (reset_at - now()))::float8 as reset_in`,
      [rules.map((r) => r.key), rules.map((r) => r.windowSeconds)],
    );
    return new Map(
      (rows as { key: string; hits: number; reset_in: number }[]).map((r) => [
        r.key,
        { key: r.key, hits: Number(r.hits), resetIn: Number(r.reset_in) },
      ]),
    );
  }

  /** The live count of a key without counting a hit (null when absent or expired). */
  async peek(key: string): Promise<RateCount | null> {
    const { rows } = await this.exec(
      `select key, hits, extract(epoch from (reset_at - now()))::float8 as reset_in
         from rate_limit_counters where key = $1 and reset_at > now()`,
      [key],
    );
    const r = rows[0] as { key: string; hits: number; reset_in: number } | undefined;
    return r ? { key: r.key, hits: Number(r.hits), resetIn: Number(r.reset_in) } : null;
  }

  /** Sets a marker that lives `seconds` from now (a known sign-in source). */
  async mark(key: string, seconds: number): Promise<void> {
    await this.exec(
      `insert into rate_limit_counters (key, hits, reset_at)
       values ($1, 1, now() + make_interval(secs => $2::int))
       on conflict (key) do update set hits = 1, reset_at = excluded.reset_at`,
      [key, seconds],
    );
  }

  async clear(key: string): Promise<void> {
    await this.exec('delete from rate_limit_counters where key = $1', [key]);
  }

  /** Removes expired windows (a job runs it hourly). */
  async sweep(): Promise<number> {
    const { rows } = await this.exec(
      'with gone as (delete from rate_limit_counters where reset_at <= now() returning 1) select count(*)::int as n from gone',
    );
    return Number((rows[0] as { n: number } | undefined)?.n ?? 0);
  }
}
