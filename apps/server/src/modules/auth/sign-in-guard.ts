import { AppError } from '../../http/app-error';
import type { ServiceContext } from '../../http/context';
import type { RouteRateLimit } from '../../http/route-rate-limit';
import { byBodyEmail } from '../../http/route-rate-limit';

/** Per client address, and per address and e-mail: the route-level limits of sign-in. */
export const SIGN_IN_RATE_LIMITS: RouteRateLimit[] = [
  { name: 'sign-in-ip', max: 30, windowSeconds: 60, by: 'ip' },
  {
    name: 'sign-in-ip-email',
    max: 10,
    windowSeconds: 60,
    by: (req) => `${req.ip}:${byBodyEmail(req) ?? ''}`,
  },
];

const normEmail = (email: string) => email.trim().toLowerCase();

/**
 * The sign-in limits for a password checked elsewhere (the profile's current password): the
 * same counters as sign-in's route limits (`<name>:<tenant>:<value>`), so guesses through either
 * door draw on one budget.
 */
export async function countPasswordAttempt(ctx: ServiceContext, email: string): Promise<void> {
  const value = (limit: RouteRateLimit) =>
    limit.by === 'ip' ? ctx.ip : `${ctx.ip}:${normEmail(email)}`;
  const wait = await ctx.deps.limiter.hit(
    SIGN_IN_RATE_LIMITS.map((l) => ({
      key: `${l.name}:${ctx.tenant.id}:${value(l)}`,
      max: l.max,
      windowSeconds: l.windowSeconds,
    })),
  );
  if (wait > 0) throw new AppError('rate_limited', undefined, { params: { seconds: wait } });
}

/**
 * Across addresses: 20 failed sign-ins on one e-mail within 15 minutes lock it for the rest of
 * that window, so a botnet cannot guess at a slow pace from many addresses. The lock cannot keep
 * the owner out: it ends on its own, a password reset lifts it, and an address the account
 * signed in from in the last 30 days is not locked out. It counts e-mails, not accounts, so it
 * behaves the same for e-mails that have none.
 */
const LOCK_FAILURES = 20;
const LOCK_WINDOW_SECONDS = 15 * 60;
const KNOWN_SOURCE_SECONDS = 30 * 24 * 3600;

const failKey = (ctx: ServiceContext, email: string) =>
  `sign-in-failures:${ctx.tenant.id}:${normEmail(email)}`;
const knownKey = (ctx: ServiceContext, email: string) =>
  `sign-in-known:${ctx.tenant.id}:${normEmail(email)}:${ctx.ip}`;

export async function assertNotLocked(ctx: ServiceContext, email: string): Promise<void> {
  const failures = await ctx.deps.limiter.peek(failKey(ctx, email));
  if (!failures || failures.hits < LOCK_FAILURES) return;
  if (await ctx.deps.limiter.peek(knownKey(ctx, email))) return;
  throw new AppError('account_locked', undefined, { params: { seconds: failures.resetIn } });
}

export async function recordFailure(ctx: ServiceContext, email: string): Promise<void> {
  await ctx.deps.limiter.count([
    { key: failKey(ctx, email), max: LOCK_FAILURES, windowSeconds: LOCK_WINDOW_SECONDS },
  ]);
}

export async function recordSuccess(ctx: ServiceContext, email: string): Promise<void> {
  await ctx.deps.limiter.mark(knownKey(ctx, email), KNOWN_SOURCE_SECONDS);
}

/** A completed password reset proves the mailbox: the account is unlocked at once. */
export async function liftLock(ctx: ServiceContext, email: string): Promise<void> {
  await ctx.deps.limiter.clear(failKey(ctx, email));
}
