import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ESTAFETA_PATHS } from './estafeta.settings';
import type { EstafetaPickupReply, EstafetaTrackItem } from './estafeta.types';
import {
  authorized,
  customerTrigger,
  isZip,
  mexicoLocal,
  sendErrors,
  type MockContext,
} from './estafeta.mock-http';

/**
 * The walk a remembered waybill makes, one step per `trackStepMs` after its label was made
 * (codes are the mock's own: the public material names the fields, not Estafeta's codes).
 */
export const MOCK_TRACK_STEPS: readonly { code: string; es: string; en: string }[] = [
  { code: 'DOC', es: 'Guía documentada', en: 'Waybill documented' },
  { code: 'REC', es: 'Recolectado', en: 'Picked up' },
  { code: 'TRA', es: 'En tránsito', en: 'In transit' },
  { code: 'RUT', es: 'En ruta de entrega', en: 'Out for delivery' },
  { code: 'ENT', es: 'Entregado', en: 'Delivered' },
];

export function registerMockTrackRoutes(app: FastifyInstance, ctx: MockContext): void {
  app.post(ESTAFETA_PATHS.track, async (req, reply) => {
    const body = (req.body ?? {}) as {
      itemsSearch?: unknown;
      itemReference?: { clientNumber?: unknown };
    };
    const numbers = Array.isArray(body.itemsSearch)
      ? body.itemsSearch.filter((n): n is string => typeof n === 'string').slice(0, 50)
      : [];
    const customer = String(body.itemReference?.clientNumber ?? '');
    const record = (status: number) => ctx.state.record({ type: 'track', status, numbers });
    if (!authorized(req, reply, ctx)) {
      record(401);
      return reply;
    }
    const trigger = await customerTrigger('track', customer, reply, ctx, record);
    if (trigger === 'answered') return reply;
    if (trigger === 'gone') return;
    if (!numbers.length) {
      record(400);
      return sendErrors(reply, 400, 201, 'Debe indicar al menos una guía en itemsSearch');
    }
    record(200);
    const items: EstafetaTrackItem[] = numbers.map((number) => {
      const saved =
        ctx.state.waybills.get(number) ??
        [...ctx.state.waybills.values()].find((w) => w.trackingCode === number);
      if (!saved) {
        return {
          wayBill: number,
          statusCurrent: null,
          error: { code: '404', description: 'No se encontró información de la guía' },
        };
      }
      const step = Math.min(
        MOCK_TRACK_STEPS.length - 1,
        Math.floor((ctx.now() - saved.createdAt) / ctx.trackStepMs),
      );
      const at = MOCK_TRACK_STEPS[step] ?? MOCK_TRACK_STEPS[0]!;
      const warehouse =
        step >= 3 ? saved.destinationCity || 'Destino' : step >= 1 ? 'Centro de distribución' : '';
      return {
        wayBill: number,
        statusCurrent: {
          code: at.code,
          spanishName: at.es,
          englishName: at.en,
          localDateTime: mexicoLocal(saved.createdAt + step * ctx.trackStepMs),
          warehouseCode: step >= 1 ? `${saved.destinationZip.slice(0, 2)}0` : '',
          warehouseName: warehouse,
        },
        error: null,
      };
    });
    return { items };
  });

  app.post(ESTAFETA_PATHS.pickup, async (req, reply) => {
    const body = (req.body ?? {}) as {
      AccountNumber?: unknown;
      PickupDate?: unknown;
      PickupAddress?: { PostalCode?: unknown };
      PickupPackageList?: unknown;
    };
    const customer = String(body.AccountNumber ?? '');
    const record = (status: number, folio: string | null = null) =>
      ctx.state.record({ type: 'pickup', customer: customer || null, status, folio });
    if (!authorized(req, reply, ctx)) {
      record(401);
      return reply;
    }
    const trigger = await customerTrigger('pickup', customer, reply, ctx, record);
    if (trigger === 'answered') return reply;
    if (trigger === 'gone') return;
    const refuse = (code: number, description: string): EstafetaPickupReply => {
      record(200);
      return { Code: code, Description: description, Folio: null };
    };
    const date = typeof body.PickupDate === 'string' ? body.PickupDate : '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
      return refuse(301, 'La fecha de recolección no es válida');
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 0) {
      return refuse(302, 'No hay recolecciones en domingo');
    }
    if (date < mexicoLocal(ctx.now()).slice(0, 10)) {
      return refuse(303, 'La fecha de recolección ya pasó');
    }
    if (!isZip(body.PickupAddress?.PostalCode)) {
      return refuse(304, 'El código postal de recolección no es válido');
    }
    if (!Array.isArray(body.PickupPackageList) || !body.PickupPackageList.length) {
      return refuse(305, 'Debe indicar al menos un paquete');
    }
    const folio = `R${String(randomInt(10_000_000, 99_999_999))}`;
    ctx.state.pickups.set(folio, { date, customer });
    record(200, folio);
    const answer: EstafetaPickupReply = {
      Code: 0,
      Description: 'Recolección programada',
      Folio: folio,
      Warehouse: `${body.PickupAddress.PostalCode.slice(0, 2)}0`,
    };
    return answer;
  });
}
