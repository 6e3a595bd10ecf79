// A GenericCarrier label bought in one statement (charge and finish together).
import type { Rate } from '@despacho/domain';
import type { Shipment, User } from '@despacho/shared';
import type { ShipmentRow } from '../../db/schema';
import { pickups, shipments } from '../../db/schema';
import { rowMapper } from '../../db/row-mapper';
import { execInTenantOnce, sqlLiteral } from '../../db/tenant-tx';
import { AppError } from '../../http/app-error';
import { requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { serializeUser } from '../auth/user.serializer';
import { conflict, serializeViews } from './shipments.service';
import { sessionUserFromRow } from '../auth/accounts.service';
import { publicTrackingUrl } from './shipment-label';
import { freeTrackingNumberSql } from './tracking-number';
import { VIEW_SETTINGS } from './shipments.repository';
import type { ChargeInput } from './purchase-charge';

/** The label stage of a one-statement platform purchase failed: the server records it as before. */
export class LabelStageError extends Error {
  constructor(readonly reason: Error) {
    super(reason.message);
  }
}

export interface PlatformPurchase extends ChargeInput {
  rate: Rate;
  carrierId: number;
  isPickup: boolean;
  now: Date;
}

const toShipment = rowMapper(shipments);
const toPickup = rowMapper(pickups);

/** The function's refusals, as the separate steps answered them. */
function purchaseError(err: unknown): unknown {
  const message = err instanceof Error ? err.message : '';
  if (message.startsWith('despacho:label:')) {
    const reason = message.slice('despacho:label:'.length);
    // The pool ran out: the statement rolled back before any ledger row, so this is a plain
    // refusal (nothing charged, nothing to refund), worded on the chosen rate.
    if (reason === 'waybills_exhausted')
      return new AppError('validation_failed', undefined, {
        fields: { 'rate.service_id': ['v.waybills_exhausted'] },
      });
    if (reason === 'carrier_limit')
      return new LabelStageError(
        new AppError('conflict', 'the carrier reached its shipment limit'),
      );
    return new LabelStageError(err as Error);
  }
  if (message === 'despacho:not_found') return new AppError('not_found');
  if (message === 'despacho:already_bought') return conflict('v.shipment_already_bought');
  if (message === 'despacho:in_progress') return conflict('v.shipment_purchase_in_progress');
  if (message === 'despacho:insufficient_balance') return new AppError('insufficient_balance');
  return err;
}

/**
 * A GenericCarrier purchase in one statement (app_buy_platform_label, migrations/0019): charge,
 * number, confirmation, debit and counts, in the order and with the locks of chargeIn +
 * finishIn, as the restricted role in the tenant, in one round trip that also commits
 * (execInTenantOnce: the tenant's ledger counter and the carrier's count, which every purchase
 * locks, are held for the statement only). A refusal of the charge stage is thrown as those
 * steps threw it (nothing written), and so is an empty waybill pool (a 422: nothing was charged);
 * any other failure after it as a LabelStageError.
 */
export async function buyPlatformLabel(
  ctx: ServiceContext,
  row: ShipmentRow,
  p: PlatformPurchase,
): Promise<{ shipment: Shipment; user: User }> {
  const actor = requireActor(ctx);
  const replyIds = actor.parentId ? [actor.id, actor.parentId] : [actor.id];
  // The function's parameters, in order, each with its type (written in as literals).
  const args: [unknown, string][] = [
    [ctx.tenant.id, 'int'],
    [row.id, 'int'],
    [row.userId, 'int'],
    [p.actorId, 'int'],
    [p.idempotencyKey, 'text'],
    [p.serviceId, 'int'],
    [p.carrierId, 'int'],
    [p.amountCents, 'bigint'],
    [JSON.stringify(p.rate), 'jsonb'],
    [p.isPickup, 'boolean'],
    // A random number no shipment of the tenant has: an expression, not a literal (below).
    [freeTrackingNumberSql(), 'expression'],
    [
      publicTrackingUrl(ctx.deps, ctx.tenant, '{number}').replace(
        encodeURIComponent('{number}'),
        '{number}',
      ),
      'text',
    ],
    [p.now, 'timestamptz'],
    [VIEW_SETTINGS, 'text[]'],
    [replyIds, 'int[]'],
  ];
  const call = args
    .map(([v, type]) => (type === 'expression' ? String(v) : `${sqlLiteral(v)}::${type}`))
    .join(', ');
  let raw: string;
  try {
    const rows = await execInTenantOnce(
      ctx.deps.exec,
      ctx.tenant.id,
      `select app_buy_platform_label(${call}) as r`,
    );
    raw = rows[0]!.r as string;
  } catch (err) {
    throw purchaseError(err);
  }
  const out = JSON.parse(raw) as {
    shipment: Record<string, unknown>;
    owner: Record<string, unknown>;
    reply_users: Record<string, unknown>[] | null;
    names: {
      service_name: string;
      carrier_name: string;
      provider_code: string;
      logo_file_id: number | null;
      has_pickup: boolean;
    } | null;
    has_user_prices: boolean;
    pickup: Record<string, unknown> | null;
    settings: Record<string, string | null>;
  };
  const owner = sessionUserFromRow(out.owner);
  const names = out.names;
  const [shipment] = serializeViews(
    ctx,
    [
      {
        row: toShipment(out.shipment),
        serviceName: names?.service_name ?? null,
        carrierName: names?.carrier_name ?? null,
        providerCode: names?.provider_code ?? null,
        carrierLogoFileId: names?.logo_file_id ?? null,
        serviceHasPickup: names ? Boolean(names.has_pickup) : false,
        owner: { id: owner.id, name: owner.name, lastName: owner.lastName, email: owner.email },
        hasUserPrices: out.has_user_prices,
        pickup: out.pickup ? toPickup(out.pickup) : null,
      },
    ],
    Object.fromEntries(Object.entries(out.settings).map(([k, v]) => [k, v ?? ''])),
  );
  // The reply's user as payerViewIn answers it: the caller, with the balance they spend.
  const rows = (out.reply_users ?? []).map(sessionUserFromRow);
  const me = rows.find((u) => u.id === actor.id) ?? actor;
  const payer = rows.find((u) => u.id === (actor.parentId ?? actor.id)) ?? me;
  return { shipment: shipment!, user: serializeUser({ ...me, balanceCents: payer.balanceCents }) };
}
