import { subject } from '@casl/ability';
import type { Action } from '@despacho/shared';
import { AppError } from '../../http/app-error';
import { requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';

/**
 * The User rules carry conditions on the target's role (docs/permissions.md): an admin leaves
 * main_admin and developer accounts alone, a main_admin developer accounts, and only a developer
 * makes a main_admin. These check one concrete account or role against the shared matrix.
 */
const can = (ctx: ServiceContext, action: Action, userType: string) =>
  ctx.ability.can(action, subject('User', { user_type: userType }) as unknown as 'User');

/** May the caller change an account of this role (edit, suspend, confirm, sub-users…)? */
export function assertMayTouch(ctx: ServiceContext, userType: string): void {
  if (!can(ctx, 'update', userType)) throw new AppError('forbidden');
}

/** May the caller give this role (a new account's, or a promotion)? */
export function assertMayGive(ctx: ServiceContext, userType: string): void {
  if (!can(ctx, 'create', userType)) throw new AppError('forbidden');
}

/** The CSV-export switch is the developer's (spec 3 §6). */
export function assertDeveloper(ctx: ServiceContext): void {
  if (requireActor(ctx).userType !== 'developer') throw new AppError('forbidden');
}

/** The own-agreements price is set by an admin or a developer (spec 3 §6). */
export function assertMayPriceOwnAgreements(ctx: ServiceContext): void {
  const type = requireActor(ctx).userType;
  if (type !== 'admin' && type !== 'developer') throw new AppError('forbidden');
}
