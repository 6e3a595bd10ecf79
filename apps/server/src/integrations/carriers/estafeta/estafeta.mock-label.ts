import type { FastifyInstance } from 'fastify';
import { drawMockLabelPdf, drawMockLabelZpl, type MockLabelSpec } from '../mock-label-kit';
import { ESTAFETA_PATHS } from './estafeta.settings';
import type { EstafetaParty, EstafetaWayBillReply } from './estafeta.types';
import {
  authorized,
  customerTrigger,
  isZip,
  positive,
  sendErrors,
  type MockContext,
} from './estafeta.mock-http';
import type { EstafetaMockWaybill } from './estafeta.mock-state';
import { MOCK_TARIFF } from './estafeta.mock-rate';

export const ESTAFETA_RED = '#E30613';
const NOTICE = 'ETIQUETA DE PRUEBA ESTAFETA (MOCK) - NO VALIDA PARA ENVIO';
const OUTPUT_TYPES = ['FILE_PDF', 'FILE_PDF_SC', 'FILE_THERMAL_SEQUENCE'] as const;

export interface MockLabelParty {
  name: string;
  company: string;
  street: string;
  place: string;
  phone: string;
}

/** The kit's label spec for a waybill (the only way the mock draws labels). */
export function estafetaLabelSpec(
  saved: EstafetaMockWaybill,
  input: { from: MockLabelParty; to: MockLabelParty; weightKg: number; reference: string | null },
): MockLabelSpec {
  const service = MOCK_TARIFF.find((s) => s.code === saved.service)?.name ?? saved.service;
  const lines = (p: MockLabelParty) => [p.name, p.company, p.street, p.place, p.phone];
  return {
    brand: 'Estafeta',
    color: ESTAFETA_RED,
    header: [
      service.toUpperCase(),
      `FECHA: ${new Date(saved.createdAt).toISOString().slice(0, 10)}`,
      `PESO: ${input.weightKg.toFixed(2)} KG`,
      `RASTREO: ${saved.trackingCode}`,
    ],
    from: lines(input.from).filter(Boolean),
    to: lines(input.to).filter(Boolean),
    toPostalCode: saved.destinationZip,
    barcode: saved.waybill,
    caption: `GUIA ${saved.waybill}`,
    reference: input.reference,
    notice: NOTICE,
  };
}

const partyOf = (p: Partial<EstafetaParty> | undefined): MockLabelParty => {
  const a = p?.address;
  const c = p?.contact;
  return {
    name: c?.contactName ?? '',
    company: c?.corporateName ?? '',
    street: [a?.roadName, a?.externalNum, a?.indoorInformation].filter(Boolean).join(' '),
    place: [a?.settlementName, a?.townshipName, a?.stateAbbName, a?.zipCode]
      .filter(Boolean)
      .join(', '),
    phone: c?.telephone ?? '',
  };
};

interface WayBillBody {
  identification?: { suscriberId?: unknown; customerNumber?: unknown };
  labelDefinition?: {
    wayBillDocument?: { referenceNumber?: string };
    itemDescription?: { weight?: unknown };
    serviceConfiguration?: { serviceTypeId?: unknown; originZipCodeForRouting?: unknown };
    location?: {
      origin?: EstafetaParty;
      destination?: { homeAddress?: EstafetaParty };
    };
  };
}

export function registerMockLabelRoute(app: FastifyInstance, ctx: MockContext): void {
  app.post(ESTAFETA_PATHS.label, async (req, reply) => {
    const body = (req.body ?? {}) as WayBillBody;
    const query = req.query as Record<string, string | undefined>;
    const outputType = query.outputType ?? 'FILE_PDF';
    const customer = String(body.identification?.customerNumber ?? '');
    const record = (status: number, waybill: string | null = null) =>
      ctx.state.record({
        type: 'label',
        customer: customer || null,
        status,
        waybill,
        output_type: outputType,
        service: String(body.labelDefinition?.serviceConfiguration?.serviceTypeId ?? '') || null,
      });
    if (!authorized(req, reply, ctx)) {
      record(401);
      return reply;
    }
    const trigger = await customerTrigger('label', customer, reply, ctx, record);
    if (trigger === 'answered') return reply;
    if (trigger === 'gone') return;
    const fail = (code: number, description: string) => {
      record(400);
      return sendErrors(reply, 400, code, description);
    };
    const def = body.labelDefinition;
    const service = String(def?.serviceConfiguration?.serviceTypeId ?? '');
    const origin = def?.location?.origin;
    const destination = def?.location?.destination?.homeAddress;
    if (!(OUTPUT_TYPES as readonly string[]).includes(outputType)) {
      return fail(400, `outputType no válido: ${outputType.slice(0, 30)}`);
    }
    if (!/^\d{7}$/.test(customer)) return fail(110, 'El número de cliente no es válido');
    if (!body.identification?.suscriberId) return fail(111, 'El suscriberId es obligatorio');
    if (!MOCK_TARIFF.some((s) => s.code === service)) {
      return fail(120, `El tipo de servicio ${service.slice(0, 10)} no existe`);
    }
    if (!positive(def?.itemDescription?.weight)) return fail(121, 'El peso es obligatorio');
    if (!isZip(origin?.address?.zipCode) || !isZip(destination?.address?.zipCode)) {
      return fail(122, 'El código postal de origen y destino es obligatorio');
    }
    if (destination.address.zipCode === '00000') {
      record(200);
      const refused: EstafetaWayBillReply = {
        data: null,
        labelPetitionResult: {
          elementsCount: 0,
          elements: [],
          result: { code: 130, description: 'El código postal destino no tiene cobertura' },
        },
      };
      return refused;
    }
    const saved = ctx.state.newWaybill({
      service,
      originZip: origin.address.zipCode,
      destinationZip: destination.address.zipCode,
      destinationCity: destination.address.townshipName ?? '',
      createdAt: ctx.now(),
    });
    const spec = estafetaLabelSpec(saved, {
      from: partyOf(origin),
      to: partyOf(destination),
      weightKg: def.itemDescription?.weight as number,
      reference: def.wayBillDocument?.referenceNumber ?? null,
    });
    const bytes =
      outputType === 'FILE_THERMAL_SEQUENCE'
        ? Buffer.from(drawMockLabelZpl([spec]))
        : await drawMockLabelPdf([spec], outputType === 'FILE_PDF' ? 'letter' : 'thermal');
    record(201, saved.waybill);
    const answer: EstafetaWayBillReply = {
      data: bytes.toString('base64'),
      labelPetitionResult: {
        elementsCount: 1,
        elements: [{ wayBill: saved.waybill, trackingCode: saved.trackingCode }],
        referenceNumber: def.wayBillDocument?.referenceNumber ?? '',
        result: { code: 0, description: 'OK' },
      },
    };
    return reply.status(201).send(answer);
  });
}
