import type { FastifyInstance } from 'fastify';
import {
  authorizedToken,
  mexicoTimestamp,
  sendError,
  tokenTrigger,
  type DrenvioMockContext,
} from './drenvio.mock-http';
import type { DrenvioMockShipment } from './drenvio.mock-state';
import type { DrenvioTrackEvent, DrenvioTrackReply } from './drenvio.types';

/**
 * [GUESS] The mock's tracking (GET /v2/shipments/{tracking}/tracking). A labelled shipment walks
 * created → picked up → in transit (origin) → in transit (destination) → out for delivery →
 * delivered, one event per `trackStepMs` from the moment its label was made. A cancelled one
 * shows what happened before and a CANCELLED event, and stays there. Events oldest first.
 */

const JOURNEY: readonly { status: string; at: 'origin' | 'destination'; description: string }[] = [
  { status: 'CREATED', at: 'origin', description: 'Guía generada' },
  { status: 'PICKED_UP', at: 'origin', description: 'Paquete recolectado' },
  { status: 'IN_TRANSIT', at: 'origin', description: 'Salió del centro de distribución' },
  { status: 'IN_TRANSIT', at: 'destination', description: 'Llegó al centro de distribución' },
  { status: 'OUT_FOR_DELIVERY', at: 'destination', description: 'En ruta de entrega' },
  { status: 'DELIVERED', at: 'destination', description: 'Entregado' },
];

export function mockTrackReply(
  s: DrenvioMockShipment,
  now: number,
  stepMs: number,
): DrenvioTrackReply {
  const until = s.cancelledAt ?? now;
  const events: DrenvioTrackEvent[] = [];
  JOURNEY.forEach((stage, i) => {
    const at = s.createdAt + i * stepMs;
    if (at > until) return;
    const place = stage.at === 'origin' ? s.origin : s.destination;
    events.push({
      status: stage.status,
      description: stage.description,
      date: mexicoTimestamp(at),
      city: place.city,
      state: place.state,
      country: 'MX',
    });
  });
  if (s.cancelledAt !== null) {
    events.push({
      status: 'CANCELLED',
      description: 'Guía cancelada',
      date: mexicoTimestamp(s.cancelledAt),
      city: s.origin.city,
      state: s.origin.state,
      country: 'MX',
    });
  }
  return { tracking: s.tracking, carrier: s.carrier, status: events.at(-1)!.status, events };
}

export function registerMockTrackRoutes(app: FastifyInstance, ctx: DrenvioMockContext): void {
  app.get<{ Params: { tracking: string } }>(
    '/v2/shipments/:tracking/tracking',
    async (req, reply) => {
      const tracking = req.params.tracking.slice(0, 40);
      const record = (status: number) => ctx.state.record({ type: 'track', status, tracking });
      const token = authorizedToken(req, reply, ctx);
      if (!token) {
        record(401);
        return reply;
      }
      const trigger = await tokenTrigger('track', token, reply, ctx, record);
      if (trigger === 'answered') return reply;
      if (trigger === 'gone') return;
      const shipment = ctx.state.shipments.get(tracking);
      if (!shipment) {
        record(404);
        return sendError(reply, 404, `No se encontró la guía ${tracking}`, 'SHIPMENTS.NOT_FOUND');
      }
      record(200);
      return mockTrackReply(shipment, ctx.now(), ctx.trackStepMs);
    },
  );
}
