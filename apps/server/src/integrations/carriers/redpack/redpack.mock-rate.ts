import type { Element } from '@xmldom/xmldom';
import { children } from './redpack.soap';
import { serviceById } from './redpack.types';
import {
  ax,
  field,
  mexicoDay,
  MockRefusal,
  resultado,
  type MockCall,
  type MockContext,
} from './redpack.mock-soap';
import { billableWholeKg } from '../mock-http-kit';

/**
 * The mock's deterministic tariff, in MXN. The zone comes from both postal codes: the same
 * first two digits → 1 (local); the same region (first digit: 0, 1, 5 centro; 4 occidente;
 * 2, 3, 6, 8 norte; 7, 9 sur) → 2; to or from the centro → 3; otherwise 4. Each package weighs
 * max(actual, L×W×H / 5000) rounded up to a whole kg. Freight = base + each further kg; fuel
 * 10 %; IVA 16 % on both; each rounded to the centavo. EXPRESS and ECOEXPRESS everywhere,
 * METROPOLITANO in zone 1 only. Postal code 00000 (or any that is not 5 digits) has no coverage;
 * a package over 70 kg is refused.
 */

const REGION: Record<string, string> = {
  '0': 'C',
  '1': 'C',
  '5': 'C',
  '4': 'O',
  '2': 'N',
  '3': 'N',
  '6': 'N',
  '8': 'N',
  '7': 'S',
  '9': 'S',
};

interface Tariff {
  serviceId: number;
  /** Centavos per zone 1..4 (index 0 unused). */
  base: readonly number[];
  perKg: readonly number[];
  days: readonly number[];
}

const TARIFFS: readonly Tariff[] = [
  {
    serviceId: 1,
    base: [0, 15_000, 18_000, 22_000, 26_000],
    perKg: [0, 1_800, 2_200, 2_800, 3_400],
    days: [0, 1, 1, 2, 2],
  },
  {
    serviceId: 2,
    base: [0, 11_000, 13_000, 16_000, 19_000],
    perKg: [0, 1_200, 1_500, 1_900, 2_300],
    days: [0, 3, 3, 4, 5],
  },
  { serviceId: 4, base: [0, 9_000, 0, 0, 0], perKg: [0, 1_000, 0, 0, 0], days: [0, 1, 0, 0, 0] },
];

export const MAX_PACKAGE_KG = 70;

/** The postal code as a 5-digit string (RedpackWS reads it as an int: 6700 is 06700). */
export function postalCodeOf(vo: Element | undefined): string {
  const raw = field(vo, 'codigoPostal');
  return /^\d{4,5}$/.test(raw) ? raw.padStart(5, '0') : raw;
}

export function assertCovered(postalCode: string, who: string): void {
  if (!/^\d{5}$/.test(postalCode) || postalCode === '00000') {
    throw new MockRefusal(12, `CÓDIGO POSTAL ${who} SIN COBERTURA: ${postalCode || 'VACÍO'}`);
  }
}

export function zoneOf(origin: string, destination: string): number {
  if (origin.slice(0, 2) === destination.slice(0, 2)) return 1;
  const [a, b] = [REGION[origin[0]!], REGION[destination[0]!]];
  if (a === b) return 2;
  return a === 'C' || b === 'C' ? 3 : 4;
}

/** The billable kilograms of the guia's paquetes; refuses a missing or too heavy one. */
export function billableKg(guia: Element): number {
  const paquetes = children(guia, 'paquetes');
  if (!paquetes.length) throw new MockRefusal(14, 'LA GUÍA NO TIENE PAQUETES');
  return paquetes.reduce((sum, p) => {
    const [peso, largo, ancho, alto] = ['peso', 'largo', 'ancho', 'alto'].map((k) =>
      Number(field(p, k) || 0),
    ) as [number, number, number, number];
    if (!(peso > 0)) throw new MockRefusal(14, 'EL PESO DEL PAQUETE DEBE SER MAYOR A CERO');
    if (peso > MAX_PACKAGE_KG) {
      throw new MockRefusal(
        15,
        `EL PESO DEL PAQUETE EXCEDE EL MÁXIMO PERMITIDO (${MAX_PACKAGE_KG} KG)`,
      );
    }
    return sum + billableWholeKg(peso, largo, ancho, alto);
  }, 0);
}

export interface MockQuote {
  serviceId: number;
  freight: number;
  fuel: number;
  iva: number;
  total: number;
  days: number;
}

/** Every service between the two postal codes for `kg` (or only `serviceId`). */
export function quotesFor(zone: number, kg: number, serviceId?: number): MockQuote[] {
  return TARIFFS.filter((t) => t.base[zone]! > 0 && (!serviceId || t.serviceId === serviceId)).map(
    (t) => {
      const freight = t.base[zone]! + t.perKg[zone]! * Math.max(0, kg - 1);
      const fuel = Math.round(freight * 0.1);
      const iva = Math.round((freight + fuel) * 0.16);
      return {
        serviceId: t.serviceId,
        freight,
        fuel,
        iva,
        total: freight + fuel + iva,
        days: t.days[zone]!,
      };
    },
  );
}

const money = (cents: number) => (cents / 100).toFixed(2);
const detalle = (concepto: string, cents: number) =>
  ax('detallesCotizacion', [ax('concepto', concepto), ax('costoBase', money(cents))]);
const tipoServicio = (id: number) =>
  ax('tipoServicio', [ax('descripcion', serviceById(id)!.code.replace(/_/g, ' ')), ax('id', id)]);

export function cotizacionNacional(call: MockCall, ctx: MockContext) {
  return call.guias.map((guia) => {
    const origin = postalCodeOf(children(guia, 'remitente')[0]);
    const destination = postalCodeOf(children(guia, 'consignatario')[0]);
    assertCovered(origin, 'ORIGEN');
    assertCovered(destination, 'DESTINO');
    const serviceId = Number(field(guia, 'tipoServicio', 'id')) || undefined;
    const quotes = quotesFor(zoneOf(origin, destination), billableKg(guia), serviceId);
    if (!quotes.length)
      throw new MockRefusal(13, 'EL SERVICIO NO ESTÁ DISPONIBLE PARA ESTE DESTINO');
    return [
      resultado(1, 'COTIZACIÓN CORRECTA'),
      ...quotes.map((q) =>
        ax('cotizaciones', [
          // Redpack's samples: index 1 is the base freight and index 3 the total.
          ...[
            detalle('COMBUSTIBLE', q.fuel),
            detalle('FLETE', q.freight),
            detalle('IVA', q.iva),
            detalle('TOTAL', q.total),
          ],
          ax('tarifa', money(q.total)),
          ax('tiempoEntrega', `${mexicoDay(ctx.now(), q.days)}T19:00:00.000-06:00`),
          tipoServicio(q.serviceId),
        ]),
      ),
    ];
  });
}

/** Coverage of the guia's postal codes: the services that reach them, to the door. */
export function coberturaNacional(call: MockCall) {
  return call.guias.map((guia) => {
    const codes = ['remitente', 'consignatario']
      .map((who) => postalCodeOf(children(guia, who)[0]))
      .filter(Boolean);
    if (!codes.length) throw new MockRefusal(12, 'CÓDIGO POSTAL SIN COBERTURA: VACÍO');
    codes.forEach((code) => assertCovered(code, 'CONSULTADO'));
    return [
      resultado(1, 'CONSULTA CORRECTA'),
      ...[1, 2].map((id) =>
        ax('cotizaciones', [ax('descripcion', 'COBERTURA A DOMICILIO'), tipoServicio(id)]),
      ),
    ];
  });
}
