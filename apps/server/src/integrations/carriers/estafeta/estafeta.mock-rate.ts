import type { FastifyInstance } from 'fastify';
import { ESTAFETA_PATHS } from './estafeta.settings';
import type { EstafetaQuotedService, EstafetaRateReply } from './estafeta.types';
import {
  authorized,
  customerTrigger,
  isZip,
  positive,
  sendErrors,
  type MockContext,
} from './estafeta.mock-http';
import { billableWholeKg } from '../mock-http-kit';

/**
 * The mock's deterministic tariff in MXN.
 * - Zone 1 to 5 from the postal codes: the same first two digits (one state) → 1; the same
 *   first digit → 2; else 2 + ceil(|first digit difference| / 3), at most 5.
 * - Billable kg = ceil(max(actual kg, L × W × H / 5000)).
 * - List price = (base + per kg × (kg − 1)) × (1 + 0.15 × (zone − 1)), to the centavo;
 *   fuel 10 % of it and VAT 16 % of list + fuel + insurance, each rounded to the centavo.
 * - Insurance (IsInsurance with ItemValue in pesos): 2 % of the value, before VAT.
 * - Services 70, 60 and D0 up to 70 kg; L0 (LTL) from 71 kg. Destination 00000 has no coverage.
 */
export const MOCK_TARIFF: readonly { code: string; name: string; base: number; perKg: number }[] = [
  { code: '70', name: 'Día siguiente', base: 180, perKg: 28 },
  { code: '60', name: 'Dos días', base: 150, perKg: 22 },
  { code: 'D0', name: 'Terrestre', base: 120, perKg: 15 },
  { code: 'L0', name: 'LTL', base: 1500, perKg: 12 },
];

export function mockZone(origin: string, destination: string): number {
  if (origin.slice(0, 2) === destination.slice(0, 2)) return 1;
  const diff = Math.abs(Number(origin[0]) - Number(destination[0]));
  if (diff === 0) return 2;
  return Math.min(5, 2 + Math.ceil(diff / 3));
}

export const billableKg = (d: { Length: number; Width: number; Height: number; Weight: number }) =>
  billableWholeKg(d.Weight, d.Length, d.Width, d.Height);

/** Each service's price in centavos: list, fuel, insurance, VAT, total. */
export function mockPrices(zone: number, kg: number, insuredCents = 0) {
  return MOCK_TARIFF.filter((s) => (s.code === 'L0' ? kg > 70 : kg <= 70)).map((s) => {
    const list = Math.round((s.base + s.perKg * (kg - 1)) * (100 + 15 * (zone - 1)));
    const fuel = Math.round(list * 0.1);
    const insured = Math.round(insuredCents * 0.02);
    const vat = Math.round((list + fuel + insured) * 0.16);
    return { ...s, list, fuel, insured, vat, total: list + fuel + insured + vat };
  });
}

const pesos = (cents: number) => cents / 100;

interface RateBody {
  Origin?: unknown;
  Destination?: unknown;
  CustomerNumber?: unknown;
  Dimensions?: { Length?: unknown; Width?: unknown; Height?: unknown; Weight?: unknown };
  PackagingType?: unknown;
  IsInsurance?: unknown;
  ItemValue?: unknown;
}

export function registerMockRateRoute(app: FastifyInstance, ctx: MockContext): void {
  app.post(ESTAFETA_PATHS.rate, async (req, reply) => {
    const body = (req.body ?? {}) as RateBody;
    const customer =
      typeof body.CustomerNumber === 'string'
        ? body.CustomerNumber
        : String(req.headers.customer ?? '');
    const record = (status: number) =>
      ctx.state.record({ type: 'rate', customer: customer || null, status });
    if (!authorized(req, reply, ctx)) {
      record(401);
      return reply;
    }
    const trigger = await customerTrigger('rate', customer, reply, ctx, record);
    if (trigger === 'answered') return reply;
    if (trigger === 'gone') return;
    const d = body.Dimensions ?? {};
    const fail = (code: number, description: string) => {
      record(400);
      return sendErrors(reply, 400, code, description);
    };
    if (!isZip(body.Origin)) return fail(101, 'El código postal de origen no es válido');
    const destination = Array.isArray(body.Destination) ? body.Destination[0] : undefined;
    if (!isZip(destination)) return fail(102, 'El código postal de destino no es válido');
    if (![d.Length, d.Width, d.Height, d.Weight].every(positive)) {
      return fail(103, 'Las dimensiones y el peso deben ser mayores a cero');
    }
    const dims = d as { Length: number; Width: number; Height: number; Weight: number };
    const zone = mockZone(body.Origin, destination);
    const kg = billableKg(dims);
    const insuredCents =
      body.IsInsurance === true && positive(body.ItemValue) ? Math.round(body.ItemValue * 100) : 0;
    const place = (zip: string) => ({ Postalcode: zip, WarehouseCode: `${zip.slice(0, 2)}0` });
    const services: EstafetaQuotedService[] =
      destination === '00000'
        ? []
        : mockPrices(zone, kg, insuredCents).map((p) => ({
            ServiceCode: p.code,
            ServiceName: p.name,
            Modality: 'Domicilio',
            ListPrice: pesos(p.list),
            FuelChargeListPrice: pesos(p.fuel),
            VATApplied: pesos(p.vat),
            InsuredCost: pesos(p.insured),
            TotalAmount: pesos(p.total),
            CoversWarranty: p.code !== 'L0',
          }));
    record(200);
    const answer: EstafetaRateReply = {
      Quotation: [
        {
          Service: services,
          PackagingType: body.PackagingType === 'Sobre' ? 'Sobre' : 'Paquete',
          DeliveryZone: String(zone),
          Origin: place(body.Origin),
          Destination: place(destination),
          Message: services.length ? 'OK' : 'No existe cobertura para el código postal destino',
        },
      ],
    };
    return answer;
  });
}
