import { AppError, notFound } from '../../http/app-error';
import { isDeveloper, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { settingValue } from '../settings/settings.service';

/** Who reads an overweight: staff (Overweight manage) or the customer account that owns it. */
export type OverweightReader = { kind: 'staff' } | { kind: 'customer'; accountId: number };

const disabled = () =>
  new AppError('forbidden', undefined, { fields: { base: ['v.overweights_disabled'] } });

/**
 * The first lines of every overweight use case: signed in; the section switched on (setting
 * `overweights` = '1', developers exempt); then staff (admin, main_admin, developer: Overweight
 * manage) or a customer (their account's rows). Operators have no part in overweights.
 */
export async function overweightReader(ctx: ServiceContext): Promise<OverweightReader> {
  const actor = requireActor(ctx);
  if (!isDeveloper(ctx) && (await settingValue(ctx, 'overweights')) !== '1') throw disabled();
  if (ctx.ability.can('manage', 'Overweight')) return { kind: 'staff' };
  if (actor.userType === 'customer')
    return { kind: 'customer', accountId: actor.parentId ?? actor.id };
  throw new AppError('forbidden');
}

/** Staff only (recording, charging, refunding, the import). */
export async function overweightStaff(ctx: ServiceContext): Promise<void> {
  const reader = await overweightReader(ctx);
  if (reader.kind !== 'staff') throw new AppError('forbidden');
}

/** Another account's overweight is as absent as another tenant's. */
export function mustSee<T extends { row: { userId: number } }>(
  reader: OverweightReader,
  view: T | null,
): T {
  if (!view) throw notFound();
  if (reader.kind === 'customer' && view.row.userId !== reader.accountId) throw notFound();
  return view;
}
