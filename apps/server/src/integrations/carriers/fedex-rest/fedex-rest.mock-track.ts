import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  authorized,
  customerTransaction,
  mexicoTimestamp,
  sendErrors,
  type MockContext,
} from './fedex-rest.mock-http';
import type { FedexMockPlace, FedexMockShipment } from './fedex-rest.mock-state';
import { isObj, mockLocaleOf, text, type MockLocale } from './fedex-rest.mock-validation';
import {
  FEDEX_TRACK_BATCH,
  type FedexScanEvent,
  type FedexScanLocation,
  type FedexTrackReply,
  type FedexTrackResult,
} from './fedex-rest.track-types';
import { FEDEX_TRACK_PATH } from './fedex-rest.types';

/**
 * The mock's Track API. A shipment the mock labelled walks FedEx's usual express journey, one
 * scan per `trackStepMs` from the moment its label was made: label created → picked up →
 * arrived at and left the origin station → in transit → at the destination station → on the
 * delivery vehicle → delivered. A cancelled one shows what happened before its cancellation
 * and a CA scan, and stays there. Scans are dated in Mexico's offset (UTC−6), newest first.
 */

interface Stage {
  eventType: string;
  derivedStatusCode: string;
  at: 'origin' | 'destination';
  locationType: string;
  en: [string, string];
  es: [string, string];
}

// [eventDescription, derivedStatus] in each language.
const JOURNEY: readonly Stage[] = [
  {
    eventType: 'OC',
    derivedStatusCode: 'IN',
    at: 'origin',
    locationType: 'CUSTOMER',
    en: ['Shipment information sent to FedEx', 'Initiated'],
    es: ['Información del envío enviada a FedEx', 'Iniciado'],
  },
  {
    eventType: 'PU',
    derivedStatusCode: 'PU',
    at: 'origin',
    locationType: 'PICKUP_LOCATION',
    en: ['Picked up', 'Picked up'],
    es: ['Recolectado', 'Recolectado'],
  },
  {
    eventType: 'AR',
    derivedStatusCode: 'IT',
    at: 'origin',
    locationType: 'ORIGIN_FEDEX_FACILITY',
    en: ['Arrived at FedEx location', 'In transit'],
    es: ['Llegó a la ubicación de FedEx', 'En tránsito'],
  },
  {
    eventType: 'DP',
    derivedStatusCode: 'IT',
    at: 'origin',
    locationType: 'ORIGIN_FEDEX_FACILITY',
    en: ['Left FedEx origin facility', 'In transit'],
    es: ['Salió de la instalación de origen de FedEx', 'En tránsito'],
  },
  {
    eventType: 'IT',
    derivedStatusCode: 'IT',
    at: 'destination',
    locationType: 'FEDEX_FACILITY',
    en: ['On the way', 'In transit'],
    es: ['En camino', 'En tránsito'],
  },
  {
    eventType: 'AR',
    derivedStatusCode: 'IT',
    at: 'destination',
    locationType: 'DESTINATION_FEDEX_FACILITY',
    en: ['At local FedEx facility', 'In transit'],
    es: ['En la instalación local de FedEx', 'En tránsito'],
  },
  {
    eventType: 'OD',
    derivedStatusCode: 'OD',
    at: 'destination',
    locationType: 'DELIVERY_LOCATION',
    en: ['On FedEx vehicle for delivery', 'Out for delivery'],
    es: ['En vehículo de FedEx para entrega', 'En ruta de entrega'],
  },
  {
    eventType: 'DL',
    derivedStatusCode: 'DL',
    at: 'destination',
    locationType: 'DELIVERY_LOCATION',
    en: ['Delivered', 'Delivered'],
    es: ['Entregado', 'Entregado'],
  },
];

const CANCELLED: Stage = {
  eventType: 'CA',
  derivedStatusCode: 'CA',
  at: 'origin',
  locationType: 'CUSTOMER',
  en: ['Shipment cancelled by sender', 'Cancelled'],
  es: ['Envío cancelado por el remitente', 'Cancelado'],
};

const locationOf = (place: FedexMockPlace): FedexScanLocation => ({
  city: place.city.toUpperCase(),
  ...(place.state ? { stateOrProvinceCode: place.state } : {}),
  postalCode: place.postalCode,
  countryCode: place.countryCode,
  residential: false,
});

function scanOf(stage: Stage, at: number, shipment: FedexMockShipment, locale: MockLocale) {
  const [eventDescription, derivedStatus] = stage[locale];
  const place = stage.at === 'origin' ? shipment.origin : shipment.destination;
  const event: FedexScanEvent = {
    date: mexicoTimestamp(at),
    eventType: stage.eventType,
    eventDescription,
    exceptionCode: '',
    exceptionDescription: '',
    scanLocation: locationOf(place),
    locationType: stage.locationType,
    derivedStatusCode: stage.derivedStatusCode,
    derivedStatus,
  };
  return event;
}

/** What FedEx shows for this shipment at `now`, oldest scan first. */
function scansAt(shipment: FedexMockShipment, ctx: MockContext, locale: MockLocale) {
  const until = Math.min(ctx.now(), shipment.cancelledAt ?? Number.POSITIVE_INFINITY);
  const reached = Math.floor((until - shipment.createdAt) / ctx.trackStepMs);
  const last = Math.max(0, Math.min(JOURNEY.length - 1, reached));
  const scans = JOURNEY.slice(0, last + 1).map((stage, i) =>
    scanOf(stage, shipment.createdAt + i * ctx.trackStepMs, shipment, locale),
  );
  if (shipment.cancelledAt !== null) {
    scans.push(scanOf(CANCELLED, shipment.cancelledAt, shipment, locale));
  }
  return scans;
}

function knownResult(shipment: FedexMockShipment, ctx: MockContext, locale: MockLocale) {
  const scans = scansAt(shipment, ctx, locale);
  const latest = scans.at(-1)!;
  const step = ctx.trackStepMs;
  const dated = (type: string, at: number) => ({ type, dateTime: mexicoTimestamp(at) });
  const dateAndTimes = [dated('SHIP', shipment.createdAt)];
  if (scans.some((s) => s.eventType === 'PU')) {
    dateAndTimes.push(dated('ACTUAL_PICKUP', shipment.createdAt + step));
  }
  if (latest.eventType === 'DL') {
    dateAndTimes.push(dated('ACTUAL_DELIVERY', shipment.createdAt + (JOURNEY.length - 1) * step));
  } else if (latest.eventType !== 'CA') {
    dateAndTimes.push(
      dated('ESTIMATED_DELIVERY', shipment.createdAt + (JOURNEY.length - 1) * step),
    );
  }
  const result: FedexTrackResult = {
    trackingNumberInfo: {
      trackingNumber: shipment.trackingNumber,
      carrierCode: 'FDXE',
      trackingNumberUniqueId: `12029~${shipment.trackingNumber}~FDEG`,
    },
    latestStatusDetail: {
      code: latest.eventType,
      derivedCode: latest.derivedStatusCode,
      statusByLocale: latest.derivedStatus,
      description: latest.eventDescription,
      scanLocation: latest.scanLocation,
    },
    dateAndTimes,
    serviceDetail: { type: shipment.serviceType, description: shipment.serviceName },
    shipperInformation: { address: locationOf(shipment.origin) },
    recipientInformation: { address: locationOf(shipment.destination) },
    scanEvents: scans.reverse(),
  };
  return result;
}

function errorResult(trackingNumber: string, locale: MockLocale): FedexTrackResult {
  const empty = !trackingNumber;
  const es = locale === 'es';
  return {
    trackingNumberInfo: { trackingNumber, carrierCode: '', trackingNumberUniqueId: '' },
    error: empty
      ? {
          code: 'TRACKING.TRACKINGNUMBER.EMPTY',
          message: es ? 'Proporciona un número de rastreo.' : 'Please provide tracking number.',
        }
      : {
          code: 'TRACKING.TRACKINGNUMBER.NOTFOUND',
          message: es
            ? 'No se encontró el número de rastreo. Corrígelo e inténtalo de nuevo.'
            : 'Tracking number cannot be found. Please correct the tracking number and try again.',
        },
  };
}

export function registerMockTrackRoutes(app: FastifyInstance, ctx: MockContext): void {
  app.post(FEDEX_TRACK_PATH, async (req, reply) => {
    const infos = isObj(req.body) ? req.body.trackingInfo : undefined;
    const asked = Array.isArray(infos)
      ? infos.map((info) =>
          isObj(info) && isObj(info.trackingNumberInfo)
            ? text(info.trackingNumberInfo.trackingNumber).slice(0, 40)
            : '',
        )
      : [];
    const trackEvent = (status: number) =>
      ctx.state.record({
        type: 'track',
        status,
        tracking_numbers: asked.slice(0, FEDEX_TRACK_BATCH),
      });
    if (!authorized(req, reply, ctx)) {
      trackEvent(401);
      return reply;
    }
    const locale = mockLocaleOf(req.headers['x-locale']);
    if (!asked.length || asked.length > FEDEX_TRACK_BATCH) {
      trackEvent(400);
      const many = asked.length > FEDEX_TRACK_BATCH;
      return sendErrors(req, reply, 400, [
        {
          code: many ? 'TRACKINGNUMBER.LIMIT.EXCEEDED' : 'INVALID.INPUT.EXCEPTION',
          message: many
            ? `Please limit your request to ${FEDEX_TRACK_BATCH} tracking numbers.`
            : 'Invalid field value in the input.',
          parameterList: [{ key: 'trackingInfo', value: String(asked.length) }],
        },
      ]);
    }
    trackEvent(200);
    const body: FedexTrackReply = {
      transactionId: randomUUID(),
      ...customerTransaction(req),
      output: {
        completeTrackResults: asked.map((trackingNumber) => {
          const shipment = ctx.state.shipments.get(trackingNumber);
          return {
            trackingNumber,
            trackResults: [
              shipment ? knownResult(shipment, ctx, locale) : errorResult(trackingNumber, locale),
            ],
          };
        }),
      },
    };
    return body;
  });
}
