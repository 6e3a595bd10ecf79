import { addDaysToDateKey, staticLayers, zonedInstant, type Rate } from '@despacho/domain';
import type { ShipmentAddress } from '@despacho/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { todayIn } from '../../lib/dates';
import { carriers, countries, servicePrices, services } from '../schema';

/** The demo history's plan: which labels, when, where and at what price (see demo-history.ts). */
const DAYS = 60;
export const HOUR = 3_600_000;

type Place = Pick<
  ShipmentAddress,
  'state' | 'state_code' | 'city' | 'neighborhood' | 'postal_code'
>;
type Destination = { p: Place; near: boolean; extended: boolean };

/**
 * Destinations of the demo postal-code subset (postal code|settlement|city|state|state code|
 * where): `near` lies in the zonal service's Norte/Centro zones, `far` outside them, `extended`
 * in Terrestre's extended zone (its remote-delivery fee).
 */
const DESTINATIONS: Destination[] = `
06700|Roma Norte|Ciudad de México|Ciudad de México|CMX|near
06140|Condesa|Ciudad de México|Ciudad de México|CMX|near
06600|Juárez|Ciudad de México|Ciudad de México|CMX|near
03100|Del Valle Centro|Ciudad de México|Ciudad de México|CMX|near
11560|Polanco V Sección|Ciudad de México|Ciudad de México|CMX|near
72000|Centro|Heroica Puebla de Zaragoza|Puebla|PUE|near
64460|Mitras Centro|Monterrey|Nuevo León|NLE|near
66220|Del Valle|San Pedro Garza García|Nuevo León|NLE|near
44100|Guadalajara Centro|Guadalajara|Jalisco|JAL|far
44160|Americana|Guadalajara|Jalisco|JAL|far
97000|Mérida Centro|Mérida|Yucatán|YUC|extended
22000|Zona Centro|Tijuana|Baja California|BCN|extended`
  .trim()
  .split('\n')
  .map((line) => {
    const [postal_code, neighborhood, city, state, state_code, where] = line.split('|') as string[];
    const p = { postal_code, neighborhood, city, state, state_code } as Place;
    return { p, near: where === 'near', extended: where === 'extended' };
  });
export const ORIGIN: Place = {
  postal_code: '64000',
  neighborhood: 'Monterrey Centro',
  city: 'Monterrey',
  state: 'Nuevo León',
  state_code: 'NLE',
};
const RECIPIENTS = (
  'Ana Torres, Bruno Salas, Carla Méndez, Diego Ruiz, Elena Vargas, Fernando Díaz, ' +
  'Gabriela Soto, Héctor Luna, Irene Castro, Julio Morales'
).split(', ');
const CONTENTS =
  'Velas aromáticas, Cerámica artesanal, Textiles bordados, Café de especialidad, Joyería de plata'.split(
    ', ',
  );
const WEIGHTS = [0.5, 0.8, 1, 1.2, 1.5, 2, 2.5, 3, 3.5, 4.2, 5, 6, 7.5, 9, 12, 15, 18, 20];
const SERVICE_CODES = ['TERRESTRE', 'DIA_SIGUIENTE', 'REGIONAL'] as const;

/** A small seeded generator: the same history for the same day, no Math.random. */
function generator(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}

export interface Catalogue {
  mxId: number;
  carrier: { id: number; name: string };
  services: Map<
    string,
    {
      id: number;
      name: string;
      code: string;
      days: number;
      extendedCents: number;
      rows: { kg: number; main_admin_cost: number; admin_cost: number; price: number }[];
    }
  >;
}

export async function loadCatalogue(tx: Tx, tenantId: number): Promise<Catalogue | null> {
  const [carrier] = await tx
    .select({ id: carriers.id, name: carriers.name })
    .from(carriers)
    .where(and(eq(carriers.tenantId, tenantId), eq(carriers.name, 'Despacho Express')));
  const [mx] = await tx
    .select({ id: countries.id })
    .from(countries)
    .where(and(eq(countries.tenantId, tenantId), eq(countries.code, 'MX')));
  if (!carrier || !mx) return null;
  const list = await tx
    .select()
    .from(services)
    .where(and(eq(services.carrierId, carrier.id), inArray(services.code, [...SERVICE_CODES])));
  const prices = await tx
    .select()
    .from(servicePrices)
    .where(
      inArray(
        servicePrices.serviceId,
        list.map((s) => s.id),
      ),
    );
  const out: Catalogue['services'] = new Map();
  for (const s of list)
    out.set(s.code, {
      id: s.id,
      name: s.name,
      code: s.code,
      days: s.days ?? 3,
      extendedCents: s.zone ? Number(s.extendedZonePriceCents ?? 0) : 0,
      rows: prices
        .filter((p) => p.serviceId === s.id)
        .map((p) => ({
          kg: p.kg,
          main_admin_cost: Number(p.mainAdminCostCents),
          admin_cost: Number(p.adminCostCents),
          price: Number(p.priceCents),
        })),
    });
  return out.size === SERVICE_CODES.length ? { mxId: mx.id, carrier, services: out } : null;
}

/** The static rate as the engine builds it for a plain account (no user price, no discount). */
export function rateOf(
  c: Catalogue,
  code: string,
  weight: number,
  volumetric: number,
  extended: boolean,
): Rate {
  const s = c.services.get(code)!;
  const chargeable = Math.max(weight, volumetric);
  const lookupKg = Math.ceil(chargeable);
  const row = s.rows.filter((r) => r.kg >= lookupKg).sort((a, b) => a.kg - b.kg)[0]!;
  const surcharges = extended ? s.extendedCents : 0;
  const layers = staticLayers(row, row.price, surcharges);
  return {
    ...layers,
    service_id: String(s.id),
    service_code: s.code,
    service_name: s.name,
    carrier_id: String(c.carrier.id),
    carrier_name: c.carrier.name,
    provider_code: 'GenericCarrier',
    logo_url: null,
    days: s.days,
    trackable: true,
    service_has_pickup: code !== 'REGIONAL',
    extended_zone: extended && surcharges > 0,
    insure_package: false,
    insurance: 0,
    volumetric_weight: volumetric,
    chargeable_weight: chargeable,
    static_rate_used: true,
    user_price_used: false,
    discount: 0,
    total: layers.tenant_price + layers.admin_amount,
  };
}

interface Planned {
  boughtAt: Date;
  code: string;
  dest: Destination;
  weight: number;
  sides: [number, number, number];
  recipient: string;
  contents: string;
  deliveryHours: number;
  cancel: boolean;
}

/** About 60 purchases over the last 60 days of the tenant's calendar, weekdays heavier. */
export function plan(now: Date, timeZone: string): Planned[] {
  const today = todayIn(timeZone, now);
  const rng = generator(22);
  const out: Planned[] = [];
  for (let back = DAYS; back >= 1; back--) {
    const day = addDaysToDateKey(today, -back);
    const weekDay = new Date(`${day}T12:00:00Z`).getUTCDay();
    const n = weekDay === 0 ? 0 : weekDay === 6 ? rng.int(2) : 1 + (rng.next() < 0.3 ? 1 : 0);
    for (let i = 0; i < n; i++) {
      const weight = rng.pick(WEIGHTS);
      const dest = rng.pick(DESTINATIONS);
      const roll = rng.next();
      const code =
        roll < 0.25
          ? 'DIA_SIGUIENTE'
          : roll < 0.45 && dest.near && weight <= 15
            ? 'REGIONAL'
            : 'TERRESTRE';
      // A box a little smaller than its weight's volumetric equivalent (divisor 5000).
      const side = Math.max(10, Math.round(Math.cbrt(weight * 5000 * 0.7)));
      out.push({
        boughtAt: zonedInstant(day, 9 * 60 + rng.int(9 * 60), timeZone),
        code,
        dest,
        weight,
        sides: [side + 10, side, Math.max(5, side - 8)],
        recipient: rng.pick(RECIPIENTS),
        contents: rng.pick(CONTENTS),
        deliveryHours: 24 * (1 + rng.int(4)) + rng.int(10),
        cancel: false,
      });
    }
  }
  // Two or three cancelled (and refunded) labels, spread over the period.
  for (const i of [5, Math.floor(out.length / 2), out.length - 15])
    if (out[i]) out[i].cancel = true;
  return out;
}

export const address = (
  c: Catalogue,
  p: Place,
  who: { name: string; company: string; email: string; phone: string },
  street: string,
  number: string,
): ShipmentAddress => ({
  ...who,
  calling_code: '52',
  rfc: null,
  country_id: c.mxId,
  country_code: 'MX',
  country_name: 'México',
  ...p,
  street,
  number,
  interior_number: null,
  reference: null,
});

export const LUISA = {
  name: 'Luisa',
  lastName: 'Luna',
  company: 'Tienda Luna',
  phone: '8187654321',
};

/** The carrier's scans of a label bought at `at` and delivered after `hours` (up to `now`). */
export function scans(at: Date, hours: number, dest: Place, now: Date) {
  const steps: [string, string, string, number, Place][] = [
    ['picked_up', 'PU', 'Paquete recolectado', 5, ORIGIN],
    ['in_transit', 'IT', 'En tránsito hacia el destino', 14, ORIGIN],
    ['out_for_delivery', 'OD', 'En ruta de entrega', hours - 5, dest],
    ['delivered', 'DL', 'Entregado', hours, dest],
  ];
  return steps
    .map(([status, code, description, after, where]) => ({
      status,
      code,
      description,
      where,
      occurredAt: new Date(at.getTime() + after * HOUR),
    }))
    .filter((s) => s.occurredAt <= now);
}
