import type { FastifyInstance } from 'fastify';
import {
  authorized,
  mexicoDateTime,
  sendProblem,
  type DhlMockContext,
} from './dhl-express.mock-http';
import type { DhlMockPlace, DhlMockShipment } from './dhl-express.mock-state';
import { isObj } from './dhl-express.mock-validation';
import type { DhlTrackEvent, DhlTrackShipment } from './dhl-express.track-mapper';

/**
 * The mock's Tracking API: GET /tracking?shipmentTrackingNumber=… (repeated, up to 200) and
 * GET /shipments/{awb}/tracking. A waybill the mock issued has no checkpoint when it is made,
 * then one per `trackStepMs`: PU picked up → PL processed at origin → DF departed origin →
 * AF arrived at the destination facility → AR arrived at the delivery facility → WC with the
 * delivering courier → OK delivered, where it stays. Times in central Mexico (UTC−6).
 * Numbers the mock never issued are left out; when it knows none, 404 as DHL.
 */

interface Stage {
  typeCode: string;
  description: string;
  at: 'origin' | 'destination';
}

const JOURNEY: readonly Stage[] = [
  { typeCode: 'PU', description: 'Shipment picked up', at: 'origin' },
  { typeCode: 'PL', description: 'Processed at ORIGIN', at: 'origin' },
  { typeCode: 'DF', description: 'Departed Facility in ORIGIN', at: 'origin' },
  { typeCode: 'AF', description: 'Arrived at Sort Facility DESTINATION', at: 'destination' },
  { typeCode: 'AR', description: 'Arrived at Delivery Facility in DESTINATION', at: 'destination' },
  { typeCode: 'WC', description: 'With delivery courier', at: 'destination' },
  { typeCode: 'OK', description: 'Delivered', at: 'destination' },
];

/** DHL's service area codes by a Mexican postal code's first digit (the mock's own choice). */
const AREA = ['MEX', 'MEX', 'TIJ', 'CUU', 'GDL', 'TLC', 'MTY', 'MID', 'HMO', 'VER'];

function serviceArea(place: DhlMockPlace) {
  const code = place.countryCode === 'MX' ? (AREA[Number(place.postalCode[0])] ?? 'MEX') : 'INT';
  return [
    {
      code,
      description: `${place.city.toUpperCase()} - ${place.countryCode === 'MX' ? 'MEXICO' : place.countryCode}`,
    },
  ];
}

function trackShipment(shipment: DhlMockShipment, ctx: DhlMockContext): DhlTrackShipment {
  const steps = Math.min(
    JOURNEY.length,
    Math.floor((ctx.now() - shipment.createdAt) / ctx.trackStepMs),
  );
  const events: DhlTrackEvent[] = JOURNEY.slice(0, steps).map((stage, i) => {
    const place = stage.at === 'origin' ? shipment.origin : shipment.destination;
    const city = place.city.toUpperCase();
    return {
      ...mexicoDateTime(shipment.createdAt + (i + 1) * ctx.trackStepMs),
      GMTOffset: '-06:00',
      typeCode: stage.typeCode,
      description: stage.description.replace(/ORIGIN|DESTINATION/, city),
      serviceArea: serviceArea(place),
      ...(stage.typeCode === 'OK' ? { signedBy: 'RECEPCION' } : {}),
    };
  });
  return {
    shipmentTrackingNumber: shipment.awb,
    status: 'Success',
    description: shipment.productName,
    events: events.reverse(),
  };
}

export function registerMockTrackRoutes(app: FastifyInstance, ctx: DhlMockContext): void {
  const answer = (numbers: string[], instance: string) => {
    const found = numbers
      .map((n) => ctx.state.shipments.get(n))
      .filter((s): s is DhlMockShipment => !!s)
      .map((s) => trackShipment(s, ctx));
    ctx.state.record({ type: 'track', account: null, status: found.length ? 200 : 404 });
    return { found, instance };
  };

  app.get('/tracking', async (req, reply) => {
    if (!authorized(req, reply, ctx, '/tracking')) return reply;
    const query = isObj(req.query) ? req.query : {};
    const raw = query.shipmentTrackingNumber;
    const numbers = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map(String);
    if (!numbers.length || numbers.length > 200) {
      return sendProblem(
        reply,
        400,
        '/tracking',
        'Between 1 and 200 shipmentTrackingNumber values are required',
      );
    }
    const { found } = answer(numbers, '/tracking');
    if (!found.length)
      return sendProblem(
        reply,
        404,
        '/tracking',
        'No shipments found for the given tracking numbers',
      );
    return { shipments: found };
  });

  app.get<{ Params: { awb: string } }>('/shipments/:awb/tracking', async (req, reply) => {
    const instance = `/shipments/${req.params.awb}/tracking`;
    if (!authorized(req, reply, ctx, instance)) return reply;
    const { found } = answer([req.params.awb], instance);
    if (!found.length)
      return sendProblem(reply, 404, instance, 'No shipments found for the given tracking number');
    return { shipments: found };
  });
}
