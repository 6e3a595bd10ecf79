/**
 * Fixed-window counter per key (lowercased e-mail + IP): 10 sign-in tries a minute. In-process
 * is enough while the API runs as one process; a shared store would be needed behind a balancer.
 */
export class SignInLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max = 10,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts one try; returns the seconds to wait when the limit is exceeded, else 0. */
  hit(email: string, ip: string, now = Date.now()): number {
    const key = `${email.trim().toLowerCase()}|${ip}`;
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      this.sweep(now);
      return 0;
    }
    entry.count += 1;
    return entry.count > this.max ? Math.ceil((entry.resetAt - now) / 1000) : 0;
  }

  private sweep(now: number): void {
    if (this.hits.size < 10_000) return;
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
