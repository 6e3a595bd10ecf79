import {
  DEMO_SHIPMENTS_UP_TO,
  lockedContacts,
  withLockedContact,
  SHIPMENT_ORDER_FIELDS,
  type AddressForm,
  type ListQuery,
  type ShipmentListResponse,
  type Shipment,
  type ShipmentAddress,
  type UserType,
} from '@despacho/shared';
import type { Tx } from '../../db/client';
import type { ShipmentRow } from '../../db/schema';
import { execIn, nextSequence, withTenant } from '../../db/tenant-tx';
import { AppError, notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { completeSession } from '../../http/request-context';
import { listOf, listParams } from '../../http/list-query';
import { createAddressFromShipment } from '../addresses/addresses.service';
import { emitWebhookEvent, shipmentEvent } from '../webhooks/webhook-payloads';
import { accountOf, canWrite, mustWrite, readScope, writeScope } from './shipment-access';
import { checkShipmentAddress } from './shipment-address';
import { factsOf, requireShipmentAction } from './shipment-rules';
import {
  checkFiscalVerification,
  shipmentRuleSettings,
  withTenantContacts,
} from './shipment-tenant-rules';
import { carriersUsed, type ShipmentFilters } from './shipment-filters.repository';
import { listShipmentPageRaw } from './shipments-list.repository';
import {
  deleteShipmentRow,
  findShipmentRow,
  insertShipmentRow,
  shipmentViews,
  updateShipmentRow,
  type ShipmentView,
} from './shipments.repository';
import { serializeShipment } from './shipments.serializer';
import './shipments-messages';

// Step 2 lives in its own file; the routes import it from here.
export { setShipmentParcel, shipmentParcel } from './shipment-parcel.service';

export interface AddressesInput {
  origin_attributes?: AddressForm;
  destination_attributes?: AddressForm;
}

/** Serialises rows for the caller, reading names, owners and settings in the same transaction. */
export async function present(ctx: ServiceContext, tx: Tx, rows: ShipmentRow[]) {
  const { views, settings } = await shipmentViews(tx, rows);
  return serializeViews(ctx, views, settings);
}

export function serializeViews(
  ctx: ServiceContext,
  views: ShipmentView[],
  settings: Record<string, string>,
): Shipment[] {
  const actor = requireActor(ctx);
  const now = new Date();
  return views.map((v) =>
    serializeShipment(v, {
      viewer: actor.userType as UserType,
      writable: canWrite(ctx, v.row),
      tenantSlug: ctx.tenant.slug,
      timeZone: ctx.tenant.timeZone,
      settings,
      now,
    }),
  );
}

export const presentOne = async (ctx: ServiceContext, tx: Tx, row: ShipmentRow) =>
  (await present(ctx, tx, [row]))[0]!;

/** Both wizard addresses, checked on the server; every bad field is reported at once. */
async function checkAddresses(ctx: ServiceContext, tx: Tx, input: AddressesInput, both: boolean) {
  const out: { origin?: ShipmentAddress; destination?: ShipmentAddress } = {};
  const errors: Record<string, string[]> = {};
  for (const [key, prefix] of [
    ['origin', 'origin_attributes'],
    ['destination', 'destination_attributes'],
  ] as const) {
    const given = input[prefix];
    if (!given) {
      if (both) errors[prefix] = ['required'];
      continue;
    }
    const result = await checkShipmentAddress(tx, given, prefix, ctx.locale);
    if ('errors' in result) Object.assign(errors, result.errors);
    else out[key] = result.value;
  }
  if (Object.keys(errors).length)
    throw new AppError('validation_failed', undefined, { fields: errors });
  return out;
}

/**
 * Step 1: a new shipment with both addresses; "save" copies an address into the book. The
 * tenant's fixed contacts replace the typed ones, and an unverified customer may start only the
 * demo shipment (spec 1 §2).
 */
export async function createShipment(ctx: ServiceContext, body: AddressesInput) {
  authorize(ctx, 'create', 'Shipment');
  const account = accountOf(ctx);
  const actor = requireActor(ctx);
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const rules = await shipmentRuleSettings(tx);
    checkFiscalVerification(ctx, rules, DEMO_SHIPMENTS_UP_TO.newShipment);
    const input = withTenantContacts(body, rules);
    const { origin, destination } = await checkAddresses(ctx, tx, input, true);
    const row = await insertShipmentRow(tx, {
      tenantId: ctx.tenant.id,
      sequentialId: await nextSequence(tx, ctx.tenant.id, 'shipments'),
      userId: account,
      createdBy: actor.id,
      source: 'app',
      status: 'pending',
      step: 'packaging',
      origin,
      destination,
    });
    await saveToBook(tx, ctx, account, input);
    await emitWebhookEvent(tx, shipmentEvent('shipment.created', ctx.tenant, row));
    return presentOne(ctx, tx, row);
  });
}

async function saveToBook(tx: Tx, ctx: ServiceContext, account: number, input: AddressesInput) {
  for (const a of [input.origin_attributes, input.destination_attributes]) {
    if (a && (a as { save?: unknown }).save === true)
      await createAddressFromShipment(tx, ctx.tenant.id, account, a, ctx.locale);
  }
}

/** The edit dialog and step 1 again: addresses change until the label is bought. */
export async function updateShipmentAddresses(
  ctx: ServiceContext,
  id: number,
  body: AddressesInput,
): Promise<Shipment> {
  authorize(ctx, 'update', 'Shipment');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const row = mustWrite(ctx, await findShipmentRow(tx, writeScope(ctx), id, { lock: true }));
    const rules = await shipmentRuleSettings(tx);
    checkFiscalVerification(ctx, rules, DEMO_SHIPMENTS_UP_TO.shipmentSteps);
    const input = withTenantContacts(body, rules);
    requireShipmentAction(ctx, 'edit_addresses', factsOf(row), true);
    const { origin, destination } = await checkAddresses(ctx, tx, input, false);
    const updated = await updateShipmentRow(tx, id, {
      ...(origin ? { origin } : {}),
      ...(destination ? { destination } : {}),
      step: row.step === 'addressing' ? 'packaging' : row.step,
    });
    await saveToBook(tx, ctx, row.userId, input);
    return presentOne(ctx, tx, updated!);
  });
}

export async function getShipment(ctx: ServiceContext, id: number): Promise<Shipment> {
  authorize(ctx, 'read', 'Shipment');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const row = await findShipmentRow(tx, readScope(ctx), id);
    if (!row) throw notFound();
    return presentOne(ctx, tx, row);
  });
}

/** The serialisation settings per tenant, under the version the database keeps for them. */
const viewSettings = new Map<number, { version: number; settings: Record<string, string> }>();

/**
 * The list: one statement reads the caller (on the hot route from the session token, with no
 * transaction: `sessionJoin`), the page, the exact total and, when the cached copy is out of
 * date, the settings (listShipmentPageRaw). The route's access rule is then enforced on the
 * caller that statement found, as the request hook would have.
 */
export async function listShipments(
  ctx: ServiceContext,
  query: ListQuery & Record<string, unknown>,
): Promise<ShipmentListResponse> {
  const pending = ctx.pendingSession;
  if (!pending) authorize(ctx, 'read', 'Shipment');
  const p = listParams(query, SHIPMENT_ORDER_FIELDS, { field: 'created_at', dir: 'desc' });
  const filters = p.where as ShipmentFilters;
  if (p.search && !filters.number) filters.number = p.search;
  const after = typeof query.after === 'number' ? query.after : undefined;
  // Keyset paging follows created_at or sequential_id (refused below, once the caller is known).
  const badAfter = after !== undefined && p.order.field === 'status';
  const cached = viewSettings.get(ctx.tenant.id);
  const input = {
    after: badAfter ? undefined : after,
    tenantId: ctx.tenant.id,
    filters,
    order: p.order,
    limit: p.perPage,
    offset: p.offset,
    settingsVersion: cached?.version ?? null,
  };
  const page = pending
    ? await listShipmentPageRaw(ctx.deps.exec, {
        ...input,
        caller: { tokenHash: pending.tokenHash },
      })
    : await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
        listShipmentPageRaw((text, values, o) => execIn(tx, text, values ?? [], o?.name), {
          ...input,
          caller: { userId: requireActor(ctx).id },
        }),
      );
  if (pending) completeSession(ctx, page.caller);
  if (badAfter)
    throw new AppError('validation_failed', undefined, { fields: { after: ['v.invalid_value'] } });
  let settings = cached?.settings;
  if (page.settings) {
    settings = page.settings;
    if (viewSettings.size >= 10_000) viewSettings.clear();
    viewSettings.set(ctx.tenant.id, { version: page.settingsVersion, settings });
  }
  const list = listOf(serializeViews(ctx, page.views, settings ?? {}), page.total, p);
  return page.capped ? { ...list, pagination: { ...list.pagination, total_capped: true } } : list;
}

export async function listCarriersUsed(ctx: ServiceContext) {
  authorize(ctx, 'read', 'Shipment');
  return withTenant(ctx.deps.db, ctx.tenant.id, (tx) => carriersUsed(tx, readScope(ctx)));
}

/**
 * Replicate: a new shipment with the same addresses and parcel, ready to be rated; the contacts
 * the tenant fixes now replace the kept ones, and it is a new shipment for spec 1 §2.
 */
export async function cloneShipment(ctx: ServiceContext, id: number): Promise<Shipment> {
  authorize(ctx, 'create', 'Shipment');
  const actor = requireActor(ctx);
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const row = mustWrite(ctx, await findShipmentRow(tx, writeScope(ctx), id));
    const rules = await shipmentRuleSettings(tx);
    checkFiscalVerification(ctx, rules, DEMO_SHIPMENTS_UP_TO.newShipment);
    const locked = lockedContacts(rules);
    const step = row.parcel ? 'rating' : row.origin ? 'packaging' : 'addressing';
    const copy = await insertShipmentRow(tx, {
      tenantId: ctx.tenant.id,
      sequentialId: await nextSequence(tx, ctx.tenant.id, 'shipments'),
      userId: row.userId,
      createdBy: actor.id,
      source: 'app',
      status: 'pending',
      step,
      origin: row.origin && withLockedContact(row.origin, locked.origin),
      destination: row.destination && withLockedContact(row.destination, locked.destination),
      parcel: row.parcel,
    });
    await emitWebhookEvent(tx, shipmentEvent('shipment.created', ctx.tenant, copy));
    return presentOne(ctx, tx, copy);
  });
}

/** Developers only, and only a shipment that never got a label (pending or error). */
export async function deleteShipment(ctx: ServiceContext, id: number): Promise<{ ok: true }> {
  authorize(ctx, 'destroy', 'Shipment');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const row = await findShipmentRow(tx, { ownerId: null }, id, { lock: true });
    if (!row) throw notFound();
    if (!(await deleteShipmentRow(tx, id))) throw conflict('v.shipment_delete_status');
    return { ok: true as const };
  });
}

/** A shipment the caller may act on, read in the caller's transaction (pickups use it). */
export async function writableShipment(ctx: ServiceContext, tx: Tx, id: number) {
  return mustWrite(ctx, await findShipmentRow(tx, writeScope(ctx), id));
}

export const conflict = (key: string) =>
  new AppError('conflict', undefined, { fields: { base: [key] } });
