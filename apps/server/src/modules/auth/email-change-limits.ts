import { AppError } from '../../http/app-error';
import type { ServiceContext } from '../../http/context';

/**
 * A new e-mail address gets a confirmation link, so asking for one is limited like the other
 * confirmation e-mails (3 per target address per 15 minutes whoever asks, 10 a minute per
 * client), and per account: 5 an hour, so nobody mails a list of strangers from one account.
 * Counted only for an e-mail change that passed the current-password check.
 */
const limits = (ctx: ServiceContext, userId: number, newEmail: string) => [
  { key: `email-change-email:${ctx.tenant.id}:${newEmail}`, max: 3, windowSeconds: 15 * 60 },
  { key: `email-change-ip:${ctx.tenant.id}:${ctx.ip}`, max: 10, windowSeconds: 60 },
  { key: `email-change-user:${ctx.tenant.id}:${userId}`, max: 5, windowSeconds: 3600 },
];

export async function countEmailChange(
  ctx: ServiceContext,
  userId: number,
  newEmail: string,
): Promise<void> {
  const wait = await ctx.deps.limiter.hit(limits(ctx, userId, newEmail.trim().toLowerCase()));
  if (wait > 0) throw new AppError('rate_limited', undefined, { params: { seconds: wait } });
}
