import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { drawMockLabelPdf, type MockLabelSpec } from '../mock-label-kit';
import { amountToCentavos } from '../carrier-amount';
import {
  authorizedToken,
  sendError,
  tokenTrigger,
  type DrenvioMockContext,
} from './drenvio.mock-http';
import type { DrenvioMockParty, DrenvioMockShipment } from './drenvio.mock-state';
import { isObj, packagesOf, text } from './drenvio.mock-validation';
import { DRENVIO_GENERATE_PATH, type DrenvioGenerateReply } from './drenvio.types';

/**
 * The mock's label purchase (POST /v2/shipments/generate), its label files (GET
 * /labels/<id>.pdf, unauthenticated like a storage URL) and the [GUESS] cancel call.
 */

const BRANDS: Readonly<Record<string, { brand: string; color: string }>> = {
  estafeta: { brand: 'Estafeta', color: '#c8102e' },
  fedex: { brand: 'FedEx', color: '#4d148c' },
  ampm: { brand: 'AMPM', color: '#e35205' },
  jtexpress: { brand: 'J&T Express', color: '#d71920' },
  dhl: { brand: 'DHL', color: '#d40511' },
};

function partyOf(v: unknown, which: string, problems: string[]): DrenvioMockParty {
  const p = isObj(v) ? v : {};
  const required = ['name', 'street', 'number', 'city', 'state', 'postal_code', 'phone'];
  for (const key of required) if (!text(p[key])) problems.push(`Falta ${which}.${key}`);
  if (text(p.postal_code) && !/^\d{5}$/.test(text(p.postal_code))) {
    problems.push(`El código postal de ${which} debe tener 5 dígitos`);
  }
  if (text(p.phone) && !/^\d{10}$/.test(text(p.phone))) {
    problems.push(`El teléfono de ${which} debe tener 10 dígitos`);
  }
  const street = [text(p.street), text(p.number), text(p.int_number)].filter(Boolean).join(' ');
  return {
    name: text(p.name),
    city: text(p.city),
    state: text(p.state),
    postalCode: text(p.postal_code),
    lines: [
      text(p.company),
      street,
      text(p.district),
      `${text(p.city)}, ${text(p.state)} ${text(p.postal_code)}`,
      `Tel. ${text(p.phone)}`,
    ].filter(Boolean),
  };
}

/** Where the mock serves a label: its own address and mount prefix (absolute URL). */
function labelUrl(req: FastifyRequest, prefix: string, labelId: string): string {
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim();
  const protocol = forwarded === 'https' ? 'https' : req.protocol;
  return `${protocol}://${req.host}${prefix}/labels/${labelId}.pdf`;
}

function labelSpecs(s: DrenvioMockShipment): MockLabelSpec[] {
  const brand = BRANDS[s.carrier] ?? { brand: s.carrier.toUpperCase(), color: '#0a7f6f' };
  return s.packages.map((p, i) => ({
    ...brand,
    header: [
      `${s.service.toUpperCase()} · vía Dr. Envío`,
      new Date(s.createdAt).toISOString().slice(0, 10),
      `${p.weightKg} kg`,
      `${i + 1}/${s.packages.length}`,
    ],
    from: [s.origin.name, ...s.origin.lines],
    to: [s.destination.name, ...s.destination.lines],
    toPostalCode: s.destination.postalCode,
    barcode: s.tracking,
    caption: `GUÍA ${s.tracking}`,
    reference: p.name || null,
    notice: 'ETIQUETA DE PRUEBA (mock Dr. Envío): no válida para envío',
  }));
}

export function registerMockShipRoutes(app: FastifyInstance, ctx: DrenvioMockContext): void {
  const { state } = ctx;

  app.post(DRENVIO_GENERATE_PATH, async (req, reply) => {
    const body = isObj(req.body) ? req.body : {};
    const shipment = isObj(body.shipment) ? body.shipment : {};
    const firstPackage =
      Array.isArray(body.packages) && isObj(body.packages[0]) ? body.packages[0] : {};
    const record = (status: number, tracking: string | null = null) =>
      state.record({
        type: 'generate',
        status,
        tracking,
        service_id: text(body.service_id) || null,
        package_name: text(firstPackage.name) || null,
      });
    const token = authorizedToken(req, reply, ctx);
    if (!token) {
      record(401);
      return reply;
    }
    const trigger = await tokenTrigger('generate', token, reply, ctx, record);
    if (trigger === 'answered') return reply;
    if (trigger === 'gone') return;
    const problems: string[] = [];
    const origin = partyOf(body.origin, 'origin', problems);
    const destination = partyOf(body.destination, 'destination', problems);
    const packages = packagesOf(body.packages, problems);
    if (problems.length) {
      record(400);
      return sendError(reply, 400, problems.join('; '), 'SHIPMENTS.GENERATE.INVALID');
    }
    const quote = state.quotes.get(text(shipment.ObjectId));
    const samePrice = quote && amountToCentavos(shipment.price) === amountToCentavos(quote.price);
    if (
      !quote ||
      !samePrice ||
      quote.ShippingId !== text(shipment.ShippingId) ||
      quote.carrier !== text(shipment.carrier) ||
      quote.service !== text(shipment.service) ||
      quote.service_id !== text(body.service_id)
    ) {
      record(400);
      return sendError(
        reply,
        400,
        'La cotización no existe, expiró o no coincide con el servicio solicitado',
        'SHIPMENTS.QUOTE.INVALID',
      );
    }
    const tracking = state.newTracking();
    const labelId = randomBytes(16).toString('hex');
    const names = Array.isArray(body.packages) ? body.packages : [];
    state.add({
      tracking,
      labelId,
      carrier: quote.carrier,
      service: quote.service,
      serviceId: quote.service_id,
      createdAt: ctx.now(),
      cancelledAt: null,
      origin,
      destination,
      packages: packages.map((p, i) => ({
        weightKg: p.weight,
        name: isObj(names[i]) ? text(names[i].name) : '',
      })),
    });
    record(200, tracking);
    const answer: DrenvioGenerateReply = { tracking, label: labelUrl(req, app.prefix, labelId) };
    return answer;
  });

  app.get<{ Params: { file: string } }>('/labels/:file', async (req, reply) => {
    const labelId = /^([0-9a-f]{32})\.pdf$/.exec(req.params.file)?.[1] ?? '';
    const shipment = state.shipments.get(state.labels.get(labelId) ?? '');
    if (!shipment) {
      state.record({ type: 'label', status: 404, label_id: labelId });
      return sendError(reply, 404, 'Etiqueta no encontrada', 'LABELS.NOT_FOUND');
    }
    state.record({ type: 'label', status: 200, label_id: labelId });
    const pdf = await drawMockLabelPdf(labelSpecs(shipment), 'thermal');
    return reply.type('application/pdf').send(pdf);
  });

  /** [GUESS] POST /v2/shipments/{tracking}/cancel: before pickup only, once. */
  app.post<{ Params: { tracking: string } }>(
    '/v2/shipments/:tracking/cancel',
    async (req, reply) => {
      const tracking = req.params.tracking.slice(0, 40);
      const record = (status: number) => state.record({ type: 'cancel', status, tracking });
      const token = authorizedToken(req, reply, ctx);
      if (!token) {
        record(401);
        return reply;
      }
      const trigger = await tokenTrigger('cancel', token, reply, ctx, record);
      if (trigger === 'answered') return reply;
      if (trigger === 'gone') return;
      const shipment = state.shipments.get(tracking);
      if (!shipment) {
        record(404);
        return sendError(reply, 404, `No se encontró la guía ${tracking}`, 'SHIPMENTS.NOT_FOUND');
      }
      if (shipment.cancelledAt !== null) {
        record(409);
        return sendError(reply, 409, 'La guía ya fue cancelada', 'SHIPMENTS.ALREADY_CANCELLED');
      }
      if (ctx.now() >= shipment.createdAt + ctx.trackStepMs) {
        record(409);
        return sendError(
          reply,
          409,
          'La guía ya fue recolectada y no se puede cancelar',
          'SHIPMENTS.ALREADY_PICKED_UP',
        );
      }
      shipment.cancelledAt = ctx.now();
      record(200);
      return { tracking, status: 'CANCELLED' };
    },
  );
}
