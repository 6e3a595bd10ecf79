import type { FastifyInstance } from 'fastify';
import { drawMockLabelPdf, drawMockLabelZpl, type MockLabelSpec } from '../mock-label-kit';
import { PX_MOCK_SERVICES } from './paquetexpress.mock-pricing';
import {
  authorizedUser,
  pxAnswer,
  refuse,
  userTrigger,
  type PxMockContext,
} from './paquetexpress.mock-http';
import type { PxMockPlace, PxMockWaybill } from './paquetexpress.mock-state';
import type { PxWaybillAddress, PxWaybillItem } from './paquetexpress.types';

/** Waybills (guia), their cancellation, and their labels: GenCartaPorte PDF, InfoTrack ZPL. */

const MAX_KG = 70;
const str = (value: unknown, max = 80) =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';
const num = (value: unknown) => (typeof value === 'number' ? value : Number(str(value)));

function placeOf(address: Partial<PxWaybillAddress> | undefined): PxMockPlace | null {
  if (!address || !/^\d{5}$/.test(str(address.zipCode))) return null;
  return {
    name: str(address.clntName) || str(address.contacto),
    street: [str(address.strtName), str(address.drnr)].filter(Boolean).join(' '),
    city: str(address.addrLin5) || str(address.addrLin4),
    state: str(address.addrLin3),
    zipCode: str(address.zipCode),
  };
}

/** The label as Paquetexpress's carta porte would show it (through the shared mock kit). */
export function pxLabelSpec(waybill: PxMockWaybill): MockLabelSpec {
  const service = PX_MOCK_SERVICES.find((s) => s.id === waybill.service);
  const place = (p: PxMockPlace) => [p.name, p.street, `${p.city} ${p.state} ${p.zipCode}`.trim()];
  return {
    brand: 'Paquetexpress',
    color: '#003DA5',
    header: [
      (service?.serviceName ?? waybill.service).toUpperCase(),
      new Date(waybill.createdAt).toISOString().slice(0, 10),
      `PESO: ${waybill.weightKg.toFixed(2)} KG`,
      `BULTOS: ${waybill.packages}`,
    ],
    from: place(waybill.origin),
    to: place(waybill.destination),
    toPostalCode: waybill.destination.zipCode,
    barcode: waybill.trackingNumber,
    caption: `RASTREO ${waybill.trackingNumber}`,
    reference: waybill.reference,
    notice: 'ETIQUETA DE PRUEBA PAQUETEXPRESS (MOCK) - NO VÁLIDA PARA ENVÍO',
  };
}

export function registerMockShipRoutes(app: FastifyInstance, ctx: PxMockContext): void {
  const { state } = ctx;

  app.post('/RadRestFul/api/rad/v1/guia', async (req, reply) => {
    const call = await authorizedUser('guia', req, reply, ctx);
    if (!call) return reply;
    const [waybill] = Array.isArray(call.data) ? (call.data as Record<string, unknown>[]) : [];
    const addresses = (waybill?.radGuiaAddrDTOList ?? []) as Partial<PxWaybillAddress>[];
    const origin = placeOf(addresses.find((a) => a.addrType === 'ORIGIN'));
    const destination = placeOf(addresses.find((a) => a.addrType === 'DESTINATION'));
    const items = (waybill?.radSrvcItemDTOList ?? []) as Partial<PxWaybillItem>[];
    const service = str(waybill?.typeSrvcId) || 'STD-T';
    const fail = (code: string, words: string) => {
      state.record({ type: 'guia', user: call.user, ok: false, detail: code });
      return refuse(reply, code, words);
    };
    if (!origin || !destination) return fail('45', 'CODIGO POSTAL INVALIDO');
    if (destination.zipCode.startsWith('00')) {
      return fail('44', 'NO EXISTE COBERTURA PARA CODIGO POSTAL');
    }
    if (!items.length) return fail('400', 'Se requiere al menos un bulto (radSrvcItemDTOList)');
    const weights = items.map((i) => num(i.weight));
    if (weights.some((w) => !(w > 0))) return fail('400', 'El peso del bulto es requerido');
    if (weights.some((w) => w > MAX_KG)) return fail('23', 'PESO EXCEDIDO');
    if (!PX_MOCK_SERVICES.some((s) => s.id === service)) {
      return fail('400', `Tipo de servicio inválido: ${service}`);
    }
    const refs = (waybill?.listRefs ?? []) as { grGuiaRefr?: unknown }[];
    const record: PxMockWaybill = {
      trackingNumber: state.nextTrackingNumber(),
      user: call.user,
      service,
      createdAt: ctx.now(),
      cancelledAt: null,
      origin,
      destination,
      reference: str(refs[0]?.grGuiaRefr) || null,
      weightKg: weights.reduce((a, b) => a + b, 0),
      packages: items.reduce((sum, i) => sum + Math.max(1, num(i.qunt) || 1), 0),
    };
    state.addWaybill(record);
    state.record({ type: 'guia', user: call.user, ok: true, detail: record.trackingNumber });
    return pxAnswer(
      record.trackingNumber,
      null,
      `folioLetterPorte:LMM01WE${record.trackingNumber.slice(-7)}`,
    );
  });

  app.post('/RadRestFul/api/rad/v1/cancelguia', async (req, reply) => {
    const call = await authorizedUser('cancel', req, reply, ctx);
    if (!call) return reply;
    const numbers = Array.isArray(call.data) ? call.data.map((n) => str(n, 30)) : [];
    const fail = (code: string, words: string) => {
      state.record({ type: 'cancel', user: call.user, ok: false, detail: words });
      return refuse(reply, code, words);
    };
    if (!numbers.length) return fail('400', 'Se requiere el número de rastreo');
    for (const number of numbers) {
      const waybill = state.waybills.get(number);
      if (!waybill || waybill.user !== call.user) return fail('404', `No existe la guía ${number}`);
      if (waybill.cancelledAt !== null) return fail('409', `La guía ${number} ya está cancelada`);
      if (ctx.now() - waybill.createdAt >= ctx.trackStepMs) {
        return fail('409', `La guía ${number} ya fue recolectada y no puede cancelarse`);
      }
    }
    for (const number of numbers) state.waybills.get(number)!.cancelledAt = ctx.now();
    state.record({ type: 'cancel', user: call.user, ok: true, detail: numbers.join(',') });
    return pxAnswer('Cancelación exitosa');
  });

  app.get('/wsReportPaquetexpress/GenCartaPorte', async (req, reply) => {
    const query = req.query as { trackingNoGen?: string; measure?: string };
    const waybill = state.waybills.get(str(query.trackingNoGen, 30));
    if (!waybill) {
      state.record({ type: 'label', user: null, ok: false, detail: 'unknown' });
      return refuse(reply, '404', 'No se encontró la guía solicitada');
    }
    if (await userTrigger('label', waybill.user, reply, ctx)) return reply;
    const paper = str(query.measure).toLowerCase() === '4x6' ? 'thermal' : 'letter';
    const pdf = await drawMockLabelPdf([pxLabelSpec(waybill)], paper);
    state.record({ type: 'label', user: waybill.user, ok: true, detail: paper });
    return reply.type('application/pdf').send(pdf);
  });

  app.post('/RadRestFul/api/rad/v1/infotrack', async (req, reply) => {
    const call = await authorizedUser('infotrack', req, reply, ctx);
    if (!call) return reply;
    const request = (call.data as { solicitudEnvio?: Record<string, unknown> } | null)
      ?.solicitudEnvio;
    const waybill = state.waybills.get(str(request?.rastreo, 30));
    if (!waybill || waybill.user !== call.user) {
      state.record({ type: 'infotrack', user: call.user, ok: false, detail: 'unknown' });
      return refuse(reply, '404', 'No se encontró información del rastreo');
    }
    const extras = (request?.datosAdicionales as { datoAdicional?: unknown[] } | undefined)
      ?.datoAdicional;
    const getZpl = (Array.isArray(extras) ? extras : [])
      .map((d) => d as { claveDataAd?: unknown; valorDataAd?: unknown })
      .find((d) => d.claveDataAd === 'getZPL')?.valorDataAd;
    const withLabels = ['1', '3', '4', '5'].includes(str(getZpl));
    state.record({ type: 'infotrack', user: call.user, ok: true, detail: str(getZpl) });
    return pxAnswer({
      retornoSolicitud: {
        rastreo: waybill.trackingNumber,
        guiaNo: waybill.trackingNumber,
        numPack: waybill.packages,
        pymtMode: 'PAID',
        destinationClient: { dlvy: '1', dlvyTxt: 'EAD', zipCode: waybill.destination.zipCode },
        cadenaImpresion: withLabels ? drawMockLabelZpl([pxLabelSpec(waybill)]) : null,
      },
    });
  });
}
