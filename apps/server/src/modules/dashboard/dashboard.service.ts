import { isStaff, type Dashboard, type SupportEmailForm, type UserType } from '@despacho/shared';
import { withTenant } from '../../db/tenant-tx';
import { AppError } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { currentUser } from '../auth/registration.service';
import { supportMail } from '../mail/mail-templates';
import { activeNotices } from '../notices/notices.service';
import { localMonthKey, zonedInstant } from '@despacho/domain';
import {
  carrierLimits,
  countActiveUsers,
  countsByCarrier,
  successfulCounts,
} from './dashboard.repository';

/** The first instants of the tenant's month containing `now`, the one before and the next. */
function monthStarts(now: Date, timeZone: string): { current: Date; last: Date; next: Date } {
  const month = localMonthKey(now, timeZone);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const key = (year: number, mon: number): string =>
    mon < 1
      ? key(year - 1, 12)
      : mon > 12
        ? key(year + 1, 1)
        : `${year}-${String(mon).padStart(2, '0')}-01`;
  return {
    current: zonedInstant(key(y, m), 0, timeZone),
    last: zonedInstant(key(y, m - 1), 0, timeZone),
    next: zonedInstant(key(y, m + 1), 0, timeZone),
  };
}

/**
 * GET dashboards: the balance, and successful shipments (labelled, not cancelled) in all and
 * this month in the tenant's calendar — the account's own for customers, the tenant's for
 * staff; staff also get the carriers' limits and developers the per-carrier months.
 */
export async function dashboard(ctx: ServiceContext): Promise<Dashboard> {
  authorize(ctx, 'read', 'Dashboard');
  const actor = requireActor(ctx);
  const userType = actor.userType as UserType;
  const staff = isStaff(userType);
  const developer = userType === 'developer';
  const me = currentUser(ctx);
  const notices = await activeNotices(ctx);
  const { current, last, next } = monthStarts(new Date(), ctx.tenant.timeZone);
  const figures = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => ({
    counts: await successfulCounts(tx, staff ? null : (actor.parentId ?? actor.id), current),
    activeUsers: staff ? await countActiveUsers(tx) : null,
    carriers: staff ? await carrierLimits(tx) : null,
    thisMonth: developer ? await countsByCarrier(tx, current, next) : null,
    lastMonth: developer ? await countsByCarrier(tx, last, current) : null,
  }));
  return {
    balance: me.balance,
    total: figures.counts.total,
    total_current_month: figures.counts.month,
    active_users: figures.activeUsers,
    notices,
    carriers: figures.carriers,
    current_month_by_carrier: figures.thisMonth,
    last_month_by_carrier: figures.lastMonth,
  };
}

/** POST dashboards/send_support_email: to the tenant's support address, reply-to the user. */
export async function sendSupportEmail(
  ctx: ServiceContext,
  input: SupportEmailForm,
): Promise<{ ok: true }> {
  authorize(ctx, 'read', 'Dashboard');
  const actor = requireActor(ctx);
  const to = ctx.tenant.supportEmail;
  if (!to) throw new AppError('conflict', 'support e-mail not configured', { params: {} });
  const mail = supportMail(
    ctx.locale,
    ctx.tenant.name,
    { name: `${actor.name} ${actor.lastName}`, email: actor.email },
    input.subject,
    input.message,
  );
  await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    ctx.deps.mailer.send(tx, { tenantId: ctx.tenant.id, to, ...mail }),
  );
  return { ok: true };
}
