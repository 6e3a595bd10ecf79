import type { FastifyInstance } from 'fastify';
import {
  authorizedUser,
  pxAnswer,
  refuse,
  tokenUser,
  userTrigger,
  type PxMockContext,
} from './paquetexpress.mock-http';
import type { PxMockWaybill } from './paquetexpress.mock-state';
import type { PxPickupOrder, PxTrackEvent } from './paquetexpress.types';

/** Tracking history (a waybill walks its events over time) and pickup orders. */

/** The walk of a delivered waybill, one event per `trackStepMs` (StatusList v4.5 codes). */
const WALK: readonly { code: string; status: string; at: 'origin' | 'destination' }[] = [
  { code: 'SWB', status: 'DOCUMENTADO WEB', at: 'origin' },
  { code: 'HCM', status: 'RECOLECTADO', at: 'origin' },
  { code: 'HCA', status: 'EN ALMACEN ORIGEN', at: 'origin' },
  { code: 'TRN', status: 'EN TRANSITO', at: 'origin' },
  { code: 'WHU', status: 'EN SUCURSAL DESTINO', at: 'destination' },
  { code: 'HTC', status: 'EN RUTA DE ENTREGA', at: 'destination' },
  { code: 'HDC', status: 'ENTREGADO', at: 'destination' },
];

const MONTHS = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
];
const CENTRAL_OFFSET_MS = 6 * 3_600_000;

function eventRow(
  waybill: PxMockWaybill,
  code: string,
  status: string,
  city: string,
  at: number,
): PxTrackEvent {
  const local = new Date(at - CENTRAL_OFFSET_MS);
  const dd = String(local.getUTCDate()).padStart(2, '0');
  return {
    fecha: ` ${dd} De ${MONTHS[local.getUTCMonth()]} Del ${local.getUTCFullYear()}`,
    hora: local.toISOString().slice(11, 16),
    sucursal: city,
    status,
    eventoId: code,
    eventoDescripcion: status,
    ciudadEvento: city,
    ciudadDestino: waybill.destination.city,
    promesa: null,
    guia: waybill.trackingNumber,
    rastreo: waybill.trackingNumber,
    tipoEntrega: 'ENT_EAD',
    fechahora: at,
  };
}

export function pxMockHistory(waybill: PxMockWaybill, ctx: PxMockContext): PxTrackEvent[] {
  const now = ctx.now();
  const rows: PxTrackEvent[] = [];
  WALK.forEach((step, i) => {
    const at = waybill.createdAt + i * ctx.trackStepMs;
    if (at > now || (waybill.cancelledAt !== null && at > waybill.cancelledAt)) return;
    const city = step.at === 'origin' ? waybill.origin.city : waybill.destination.city;
    rows.push(eventRow(waybill, step.code, step.status, city, at));
  });
  if (waybill.cancelledAt !== null && waybill.cancelledAt <= now) {
    rows.push(eventRow(waybill, 'CWB', 'GUIA CANCELADA', waybill.origin.city, waybill.cancelledAt));
  }
  return rows.reverse(); // newest first, as the history lists them
}

const weekdayInMexico = (epochMs: number) =>
  new Date(epochMs - CENTRAL_OFFSET_MS + 12 * 3_600_000).getUTCDay();

const safeDecode = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

export function registerMockTrackRoutes(app: FastifyInstance, ctx: PxMockContext): void {
  const { state } = ctx;

  // A wildcard: the token in the path is longer than a router parameter may be.
  app.get('/ptxws/rest/api/v3/guia/historico/*', async (req, reply) => {
    const [rastreo = '', token = ''] = String((req.params as { '*'?: string })['*'] ?? '')
      .split('/')
      .map(safeDecode);
    const user = tokenUser(token, 'track', reply, ctx);
    if (!user) return reply;
    if (await userTrigger('track', user, reply, ctx)) return reply;
    const waybill = state.waybills.get(rastreo.slice(0, 30));
    state.record({ type: 'track', user, ok: !!waybill, detail: rastreo.slice(0, 30) });
    return pxAnswer(waybill && waybill.user === user ? pxMockHistory(waybill, ctx) : []);
  });

  app.post('/RadRestFul/api/rad/v1/order', async (req, reply) => {
    const call = await authorizedUser('order', req, reply, ctx);
    if (!call) return reply;
    const { user } = call;
    const [order] = Array.isArray(call.data) ? (call.data as Partial<PxPickupOrder>[]) : [];
    const fail = (code: string, words: string) => {
      state.record({ type: 'order', user, ok: false, detail: words });
      return refuse(reply, code, words);
    };
    const numbers = String(order?.guiaNo ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    if (!order || !numbers.length) return fail('400', 'Se requiere al menos una guía (guiaNo)');
    for (const number of numbers) {
      const waybill = state.waybills.get(number);
      if (!waybill || waybill.user !== user) return fail('404', `No existe la guía ${number}`);
      if (waybill.cancelledAt !== null) return fail('409', `La guía ${number} está cancelada`);
    }
    const plan = Number(order.planCollDate);
    const from = Number(order.hourFrom);
    const to = Number(order.hourTo);
    if (!Number.isFinite(plan) || plan <= 0) return fail('400', 'Fecha de recolección inválida');
    if (![1, 2, 3, 4, 5].includes(weekdayInMexico(plan))) {
      return fail('400', 'No hay recolección en fin de semana');
    }
    if (!(from >= 0 && to > from && to <= 86_400_000)) {
      return fail('400', 'Horario de recolección inválido');
    }
    const orderNumber = state.nextOrderNumber();
    state.addOrder({
      orderNumber,
      user,
      waybills: numbers,
      planCollDate: plan,
      hourFrom: from,
      hourTo: to,
    });
    state.record({ type: 'order', user, ok: true, detail: orderNumber });
    return pxAnswer(orderNumber);
  });
}
