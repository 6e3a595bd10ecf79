import type { FastifyInstance } from 'fastify';
import {
  accountTrigger,
  authorized,
  sendProblem,
  sendSchemaProblems,
  shipperAccount,
  type DhlMockContext,
} from './dhl-express.mock-http';
import type { DhlMockPickup } from './dhl-express.mock-state';
import {
  DHL_DATE_TIME,
  isObj,
  postalCodeRefusal,
  readAddress,
  SchemaProblems,
} from './dhl-express.mock-validation';

/**
 * The mock's Pickup API: POST /pickups books one pickup for the waybills named in its remark
 * (dispatchConfirmationNumbers ["PRG…"]), PATCH /pickups/{id} moves it (its
 * dispatchConfirmationNumber and originalShipperAccountNumber must match), DELETE
 * /pickups/{id}?requestorName=&reason= cancels it (200, empty). The day may not be in the past
 * nor more than 10 days ahead; closeTime is HH:MM. Unknown → 404; already cancelled → 400.
 */

const DAY_MS = 86_400_000;

interface Booking {
  account: string | null;
  planned: string;
  day: string;
  closeTime: string;
  awbs: string[];
}

function readBooking(body: Record<string, unknown>, problems: SchemaProblems) {
  const planned = String(body.plannedPickupDateAndTime ?? '');
  const match = DHL_DATE_TIME.exec(planned);
  if (!match)
    problems.add(
      'plannedPickupDateAndTime',
      'string does not match pattern YYYY-MM-DDTHH:MM:SS GMT+HH:MM',
    );
  const closeTime = String(body.closeTime ?? '');
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(closeTime))
    problems.add('closeTime', 'string does not match pattern HH:MM');
  const account = shipperAccount(body);
  if (!account) problems.add('accounts', 'a shipper account is required');
  const details = problems.object(body, 'customerDetails', '');
  const shipper = problems.object(details, 'shipperDetails', 'customerDetails/');
  const address = readAddress(
    problems,
    problems.object(shipper, 'postalAddress', 'customerDetails/shipperDetails/'),
    'customerDetails/shipperDetails/postalAddress/',
  );
  const remark = typeof body.remark === 'string' ? body.remark : '';
  const booking: Booking = {
    account,
    planned,
    day: match?.[1] ?? '',
    closeTime,
    awbs: remark.match(/\b\d{10}\b/g) ?? [],
  };
  return { booking, address };
}

/** A business refusal for the booking's day or place, or null. */
function refusal(
  booking: Booking,
  address: ReturnType<typeof readBooking>['address'],
  ctx: DhlMockContext,
) {
  const today = new Date(ctx.now() - 6 * 3_600_000).toISOString().slice(0, 10);
  const last = new Date(Date.parse(`${today}T00:00:00Z`) + 10 * DAY_MS).toISOString().slice(0, 10);
  if (booking.day < today) return `410928: The pickup date ${booking.day} is in the past`;
  if (booking.day > last)
    return `410929: The pickup date ${booking.day} is more than 10 days ahead`;
  return postalCodeRefusal(address, 'origin');
}

export function registerMockPickupRoutes(app: FastifyInstance, ctx: DhlMockContext): void {
  const { state } = ctx;

  app.post('/pickups', async (req, reply) => {
    const instance = '/pickups';
    if (!authorized(req, reply, ctx, instance)) return reply;
    const problems = new SchemaProblems();
    const { booking, address } = readBooking(isObj(req.body) ? req.body : {}, problems);
    if (problems.list.length) {
      state.record({ type: 'pickup', account: booking.account, status: 422 });
      return sendSchemaProblems(reply, instance, problems.list);
    }
    const trigger = await accountTrigger('pickup', booking.account ?? '', instance, reply, ctx);
    if (trigger === 'answered') return reply;
    if (trigger === 'gone') return;
    const refused = refusal(booking, address, ctx);
    if (refused) {
      state.record({ type: 'pickup', account: booking.account, status: 400 });
      return sendProblem(reply, 400, instance, refused);
    }
    const id = state.newPickupId(booking.day);
    const pickup: DhlMockPickup = {
      id,
      account: booking.account ?? '',
      plannedPickupDateAndTime: booking.planned,
      closeTime: booking.closeTime,
      awbs: booking.awbs,
      cancelled: false,
      updates: 0,
    };
    state.pickups.set(id, pickup);
    state.record({ type: 'pickup', account: booking.account, status: 201, pickup: id });
    return reply.status(201).send({
      dispatchConfirmationNumbers: [id],
      readyByTime: booking.planned.slice(11, 16),
      nextPickupDate: booking.day,
    });
  });

  app.patch<{ Params: { id: string } }>('/pickups/:id', async (req, reply) => {
    const instance = `/pickups/${req.params.id}`;
    if (!authorized(req, reply, ctx, instance)) return reply;
    const problems = new SchemaProblems();
    const body = isObj(req.body) ? req.body : {};
    const { booking, address } = readBooking(body, problems);
    if (body.dispatchConfirmationNumber !== req.params.id)
      problems.add('dispatchConfirmationNumber', 'must be the pickup being updated');
    if (typeof body.originalShipperAccountNumber !== 'string')
      problems.add('originalShipperAccountNumber', 'required string is missing');
    if (problems.list.length) {
      state.record({ type: 'pickup_update', account: booking.account, status: 422 });
      return sendSchemaProblems(reply, instance, problems.list);
    }
    const trigger = await accountTrigger(
      'pickup_update',
      booking.account ?? '',
      instance,
      reply,
      ctx,
    );
    if (trigger === 'answered') return reply;
    if (trigger === 'gone') return;
    const pickup = state.pickups.get(req.params.id);
    const refused =
      !pickup || pickup.account !== body.originalShipperAccountNumber
        ? `Pickup not found: ${req.params.id}`
        : pickup.cancelled
          ? `410930: Pickup ${req.params.id} is already cancelled`
          : refusal(booking, address, ctx);
    if (refused || !pickup) {
      const status = refused?.startsWith('Pickup not found') ? 404 : 400;
      state.record({ type: 'pickup_update', account: booking.account, status });
      return sendProblem(reply, status, instance, refused ?? 'Pickup not found');
    }
    pickup.plannedPickupDateAndTime = booking.planned;
    pickup.closeTime = booking.closeTime;
    if (booking.awbs.length) pickup.awbs = booking.awbs;
    pickup.updates += 1;
    state.record({
      type: 'pickup_update',
      account: booking.account,
      status: 201,
      pickup: pickup.id,
    });
    return reply.status(201).send({
      dispatchConfirmationNumber: pickup.id,
      readyByTime: booking.planned.slice(11, 16),
      nextPickupDate: booking.day,
    });
  });

  app.delete<{ Params: { id: string } }>('/pickups/:id', async (req, reply) => {
    const instance = `/pickups/${req.params.id}`;
    if (!authorized(req, reply, ctx, instance)) return reply;
    const query = isObj(req.query) ? req.query : {};
    if (typeof query.requestorName !== 'string' || !query.requestorName.trim()) {
      return sendSchemaProblems(reply, instance, [
        '#/requestorName: required query parameter is missing',
      ]);
    }
    const pickup = state.pickups.get(req.params.id);
    if (!pickup) {
      state.record({ type: 'pickup_cancel', account: null, status: 404 });
      return sendProblem(reply, 404, instance, `Pickup not found: ${req.params.id}`);
    }
    const trigger = await accountTrigger('pickup_cancel', pickup.account, instance, reply, ctx);
    if (trigger === 'answered') return reply;
    if (trigger === 'gone') return;
    if (pickup.cancelled) {
      state.record({ type: 'pickup_cancel', account: pickup.account, status: 400 });
      return sendProblem(reply, 400, instance, `410930: Pickup ${pickup.id} is already cancelled`);
    }
    pickup.cancelled = true;
    state.record({
      type: 'pickup_cancel',
      account: pickup.account,
      status: 200,
      pickup: pickup.id,
    });
    return reply.status(200).send();
  });
}
