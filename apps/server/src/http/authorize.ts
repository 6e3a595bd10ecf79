import type { Action, Model } from '@despacho/shared';
import { AppError } from './app-error';
import type { ServiceContext } from './context';

/** The first line of every guarded use case: 401 without a user, 403 without the grant. */
export function authorize(ctx: ServiceContext, action: Action, model: Model): void {
  if (!ctx.actor) throw new AppError('unauthenticated');
  if (!ctx.ability.can(action, model)) throw new AppError('forbidden');
}

export function requireActor(ctx: ServiceContext) {
  if (!ctx.actor) throw new AppError('unauthenticated');
  return ctx.actor;
}

export const isDeveloper = (ctx: ServiceContext) => ctx.actor?.userType === 'developer';
