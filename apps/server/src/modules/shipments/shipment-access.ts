import { isAdminOrAbove, isStaff, type UserType } from '@despacho/shared';
import { notFound } from '../../http/app-error';
import { requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import type { ShipmentRow } from '../../db/schema';
import type { Tx } from '../../db/client';
import { findShipmentRow, type ShipmentScope } from './shipments.repository';

/** The paying account a caller acts for: a sub-user spends and sees their parent's. */
export function accountOf(ctx: ServiceContext): number {
  const actor = requireActor(ctx);
  return actor.parentId ?? actor.id;
}

const typeOf = (ctx: ServiceContext) => requireActor(ctx).userType as UserType;

/** Staff read every shipment of the tenant; everyone else their account's (permissions.md). */
export function readScope(ctx: ServiceContext): ShipmentScope {
  return isStaff(typeOf(ctx)) ? { ownerId: null } : { ownerId: accountOf(ctx) };
}

/** Admins and up act on any shipment; operators and customers on their account's only. */
export function writeScope(ctx: ServiceContext): ShipmentScope {
  return isAdminOrAbove(typeOf(ctx)) ? { ownerId: null } : { ownerId: accountOf(ctx) };
}

export function canWrite(ctx: ServiceContext, row: ShipmentRow): boolean {
  const scope = writeScope(ctx);
  return scope.ownerId === null || scope.ownerId === row.userId;
}

/** Another account's shipment is as absent as another tenant's. */
export function mustWrite(ctx: ServiceContext, row: ShipmentRow | null): ShipmentRow {
  if (!row || !canWrite(ctx, row)) throw notFound();
  return row;
}

/** A shipment the caller may see (null otherwise), read in the caller's transaction. */
export const readableShipment = (
  ctx: ServiceContext,
  tx: Tx,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<ShipmentRow | null> => findShipmentRow(tx, readScope(ctx), id, opts);
