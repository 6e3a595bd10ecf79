import { isStaff, type Dashboard, type SupportEmailForm, type UserType } from '@despacho/shared';
import { withTenant } from '../../db/tenant-tx';
import { AppError } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { currentUser } from '../auth/registration.service';
import { supportMail } from '../mail/mail-templates';
import { activeNotices } from '../notices/notices.service';
import { countActiveUsers } from './dashboard.repository';

/**
 * GET dashboards. Shipment counts are 0 and the carrier table is empty until the shipments
 * and carriers areas exist: the numbers are computed from what is stored, never invented.
 */
export async function dashboard(ctx: ServiceContext): Promise<Dashboard> {
  authorize(ctx, 'read', 'Dashboard');
  const userType = requireActor(ctx).userType as UserType;
  const staff = isStaff(userType);
  const [me, notices, activeUsers] = [
    currentUser(ctx),
    await activeNotices(ctx),
    staff ? await withTenant(ctx.deps.db, ctx.tenant.id, countActiveUsers) : null,
  ];
  const developer = userType === 'developer';
  return {
    balance: me.balance,
    total: me.total_shipments,
    total_current_month: 0,
    active_users: activeUsers,
    notices,
    carriers: staff ? [] : null,
    current_month_by_carrier: developer ? {} : null,
    last_month_by_carrier: developer ? {} : null,
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
