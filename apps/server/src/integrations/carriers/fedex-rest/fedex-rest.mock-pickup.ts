import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  accountTrigger,
  authorized,
  customerTransaction,
  sendErrors,
  utcDay,
  type MockContext,
} from './fedex-rest.mock-http';
import { mexicanRegion, type MockRegion } from './fedex-rest.mock-pricing';
import { checkMockParty } from './fedex-rest.mock-party';
import {
  Problems,
  checkAccount,
  isObj,
  mockLocaleOf,
  text,
  type MockLocale,
} from './fedex-rest.mock-validation';
import type { FedexPickupCancelReply, FedexPickupReply } from './fedex-rest.pickup-types';
import type { FedexApiError } from './fedex-rest.types';
import { FEDEX_PICKUP_CANCEL_PATH, FEDEX_PICKUP_PATH } from './fedex-rest.types';

/**
 * The mock's Pickup API: POST /pickup/v1/pickups books an on-call courier and answers a
 * confirmation code made of the station's city letters and a serial ("MTY1001"); PUT
 * /pickup/v1/pickups/cancel cancels a booked one once (its scheduledDate must be the day it was
 * booked for). Couriers collect Monday to Friday: a Saturday or Sunday is refused. Times are
 * the pickup location's wall clock, as FedEx reads them (a trailing Z is ignored); the mock's
 * "today" is UTC's, so it accepts dates from yesterday on, up to 14 days ahead.
 */

const STATIONS: Readonly<Record<MockRegion, string>> = {
  northeast: 'MTYA',
  center: 'MEXA',
  west: 'GDLA',
  northwest: 'TIJA',
  southeast: 'MIDA',
};

const READY = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})Z?$/;
const CLOSE = /^(\d{2}):(\d{2}):(\d{2})$/;

const minutes = (h: string, m: string, s: string) =>
  Number(h) < 24 && Number(m) < 60 && Number(s) < 60 ? Number(h) * 60 + Number(m) : null;

interface ValidPickup {
  account: string;
  location: string;
  ready: string;
  closeTime: string;
  trackingNumber: string | null;
}

function validatePickup(
  body: unknown,
  locale: MockLocale,
  now: number,
): { ok: true; pickup: ValidPickup } | { ok: false; errors: FedexApiError[] } {
  const p = new Problems(locale);
  const request = isObj(body) ? body : {};
  const account = checkAccount(request, p, 'associatedAccountNumber');
  if (!['FDXE', 'FDXG'].includes(String(request.carrierCode))) {
    p.add(
      'CARRIERCODE.INVALID',
      'carrierCode',
      request.carrierCode,
      'The carrier code must be FDXE or FDXG.',
      'El código de transportista debe ser FDXE o FDXG.',
    );
  }
  const origin = isObj(request.originDetail) ? request.originDetail : {};
  const place = checkMockParty(
    origin.pickupLocation,
    'originDetail.pickupLocation',
    'PICKUPLOCATION',
    p,
  );
  const ready = READY.exec(text(origin.readyDateTimestamp));
  const readyAt = ready ? minutes(ready[2]!, ready[3]!, ready[4]!) : null;
  const day = ready?.[1] ?? '';
  if (!ready || readyAt === null || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
    p.add(
      'PICKUP.READYDATETIME.INVALID',
      'originDetail.readyDateTimestamp',
      origin.readyDateTimestamp,
      'The ready time must look like YYYY-MM-DDTHH:MM:SS.',
      'La hora de listo debe tener el formato AAAA-MM-DDTHH:MM:SS.',
    );
  } else if (day < utcDay(now, -1) || day > utcDay(now, 14)) {
    p.add(
      'PICKUP.READYDATETIME.INVALID',
      'originDetail.readyDateTimestamp',
      origin.readyDateTimestamp,
      'The pickup date must be from today up to 14 days ahead.',
      'La fecha de recolección debe ser de hoy a 14 días en adelante.',
    );
  } else if ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) {
    // On-call couriers work Monday to Friday (the connector's pickupWeekdays).
    p.add(
      'PICKUP.DATE.UNAVAILABLE',
      'originDetail.readyDateTimestamp',
      origin.readyDateTimestamp,
      'Pickups are not available on Saturdays or Sundays.',
      'No hay recolecciones en sábado ni domingo.',
    );
  }
  const close = CLOSE.exec(text(origin.customerCloseTime));
  const closeAt = close ? minutes(close[1]!, close[2]!, close[3]!) : null;
  if (closeAt === null) {
    p.add(
      'PICKUP.CLOSETIME.INVALID',
      'originDetail.customerCloseTime',
      origin.customerCloseTime,
      'The close time must look like HH:MM:SS.',
      'La hora de cierre debe tener el formato HH:MM:SS.',
    );
  } else if (readyAt !== null && closeAt <= readyAt) {
    p.add(
      'PICKUP.CLOSETIME.INVALID',
      'originDetail.customerCloseTime',
      origin.customerCloseTime,
      'The close time must be later than the ready time.',
      'La hora de cierre debe ser posterior a la hora de listo.',
    );
  }
  const count = request.packageCount ?? 1;
  if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > 99) {
    p.add(
      'PACKAGE.COUNT.INVALID',
      'packageCount',
      count,
      'A pickup takes from 1 to 99 packages.',
      'Una recolección lleva de 1 a 99 paquetes.',
    );
  }
  if (p.list.length) return { ok: false, errors: p.list };
  const region = place.countryCode === 'MX' ? mexicanRegion(place.postalCode) : null;
  return {
    ok: true,
    pickup: {
      account,
      location: STATIONS[region ?? 'center'],
      ready: text(origin.readyDateTimestamp).replace(/Z$/, ''),
      closeTime: text(origin.customerCloseTime),
      trackingNumber: text(request.trackingNumber) || null,
    },
  };
}

export function registerMockPickupRoutes(app: FastifyInstance, ctx: MockContext): void {
  const { state } = ctx;

  app.post(FEDEX_PICKUP_PATH, async (req, reply) => {
    const body = req.body as { associatedAccountNumber?: { value?: unknown } } | null;
    const account = body?.associatedAccountNumber?.value;
    const pickupEvent = (status: number, code: string | null = null, ready: string | null = null) =>
      state.record({
        type: 'pickup',
        account: typeof account === 'string' ? account : null,
        status,
        confirmation_code: code,
        ready,
      });
    if (!authorized(req, reply, ctx)) {
      pickupEvent(401);
      return reply;
    }
    const locale = mockLocaleOf(req.headers['x-locale']);
    const checked = validatePickup(req.body, locale, ctx.now());
    if (!checked.ok) {
      pickupEvent(400);
      return sendErrors(req, reply, 400, checked.errors);
    }
    const { pickup } = checked;
    const trigger = await accountTrigger('pickup', pickup.account, req, reply, ctx, (s) =>
      pickupEvent(s, null, pickup.ready),
    );
    if (trigger === 'answered') return reply;
    if (trigger === 'gone') return;
    const code = state.nextPickupCode(pickup.location);
    state.addPickup({ ...pickup, confirmationCode: code, cancelled: false });
    pickupEvent(200, code, pickup.ready);
    const answer: FedexPickupReply = {
      transactionId: randomUUID(),
      ...customerTransaction(req),
      output: {
        pickupConfirmationCode: code,
        message: locale === 'es' ? 'Mensajero programado' : 'Courier on the way',
        location: pickup.location,
        alerts: [],
      },
    };
    return answer;
  });

  app.put(FEDEX_PICKUP_CANCEL_PATH, async (req, reply) => {
    const request = isObj(req.body) ? req.body : {};
    const code = text(request.pickupConfirmationCode);
    const account = isObj(request.associatedAccountNumber)
      ? text(request.associatedAccountNumber.value)
      : '';
    const cancelEvent = (status: number) =>
      state.record({
        type: 'pickup_cancel',
        account: account || null,
        status,
        confirmation_code: code || null,
      });
    if (!authorized(req, reply, ctx)) {
      cancelEvent(401);
      return reply;
    }
    const locale = mockLocaleOf(req.headers['x-locale']);
    const es = locale === 'es';
    const p = new Problems(locale);
    checkAccount(request, p, 'associatedAccountNumber');
    if (!code) {
      p.add(
        'PICKUP.CONFIRMATIONCODE.REQUIRED',
        'pickupConfirmationCode',
        '',
        'The pickup confirmation code is required.',
        'El código de confirmación de la recolección es obligatorio.',
      );
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text(request.scheduledDate))) {
      p.add(
        'PICKUP.SCHEDULEDDATE.INVALID',
        'scheduledDate',
        request.scheduledDate,
        'The scheduled date must look like YYYY-MM-DD.',
        'La fecha programada debe tener el formato AAAA-MM-DD.',
      );
    }
    if (p.list.length) {
      cancelEvent(400);
      return sendErrors(req, reply, 400, p.list);
    }
    const trigger = await accountTrigger('pickup_cancel', account, req, reply, ctx, cancelEvent);
    if (trigger === 'answered') return reply;
    if (trigger === 'gone') return;
    const pickup = state.pickups.get(code);
    if (!pickup || pickup.account !== account) {
      cancelEvent(404);
      return sendErrors(req, reply, 404, [
        {
          code: 'PICKUP.NOT.FOUND',
          message: es ? 'No se encontró la recolección.' : 'The pickup could not be found.',
        },
      ]);
    }
    if (pickup.ready.slice(0, 10) !== text(request.scheduledDate)) {
      cancelEvent(400);
      return sendErrors(req, reply, 400, [
        {
          code: 'PICKUP.SCHEDULEDDATE.MISMATCH',
          message: es
            ? 'La fecha programada no es la de la recolección.'
            : 'The scheduled date is not the pickup date.',
        },
      ]);
    }
    if (pickup.cancelled) {
      cancelEvent(400);
      return sendErrors(req, reply, 400, [
        {
          code: 'PICKUP.ALREADY.CANCELLED',
          message: es ? 'La recolección ya está cancelada.' : 'The pickup is already cancelled.',
        },
      ]);
    }
    pickup.cancelled = true;
    cancelEvent(200);
    const answer: FedexPickupCancelReply = {
      transactionId: randomUUID(),
      output: {
        pickupConfirmationCode: code,
        cancelConfirmationMessage: es
          ? 'La recolección solicitada se canceló correctamente.'
          : 'Requested pickup has been cancelled Successfully.',
      },
    };
    return answer;
  });
}
