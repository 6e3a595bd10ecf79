import type { TrackingScanCode } from '@despacho/shared';

/**
 * The carriers' scan words the product knows, in the language each carrier sends (FedEx in the
 * account's language, the Mexican carriers in Spanish, DHL in English), by what they mean.
 * Written as compared: lower case, no accents, single spaces.
 */
const KNOWN: Record<TrackingScanCode, readonly string[]> = {
  created: [
    'guia generada',
    'guia documentada',
    'documentado web',
    'waybill documented',
    'informacion del envio enviada a fedex',
    'shipment information sent to fedex',
    'iniciado',
    'initiated',
    'label created',
  ],
  picked_up: ['recolectado', 'paquete recolectado', 'picked up', 'shipment picked up'],
  at_origin_facility: [
    'en almacen origen',
    'llego a la ubicacion de fedex',
    'arrived at fedex location',
  ],
  departed_origin_facility: [
    'salio de la instalacion de origen de fedex',
    'left fedex origin facility',
    'salio del centro de distribucion',
  ],
  in_transit: [
    'en transito',
    'in transit',
    'en camino',
    'on the way',
    'en transito hacia el destino',
  ],
  arrived_destination_facility: [
    'en la instalacion local de fedex',
    'at local fedex facility',
    'llego al centro de distribucion',
    'en sucursal destino',
  ],
  out_for_delivery: [
    'en ruta de entrega',
    'out for delivery',
    'en vehiculo de fedex para entrega',
    'on fedex vehicle for delivery',
    'with delivery courier',
  ],
  delivered: ['entregado', 'delivered'],
  canceled: [
    'guia cancelada',
    'cancelado',
    'cancelled',
    'canceled',
    'envio cancelado por el remitente',
    'shipment cancelled by sender',
  ],
};

const BY_WORDS = new Map<string, TrackingScanCode>(
  Object.entries(KNOWN).flatMap(([code, words]) =>
    words.map((w) => [w, code as TrackingScanCode] as const),
  ),
);

/** A scan's words as compared: case, accents, spacing and a closing full stop do not matter. */
export const scanWordsKey = (words: string) =>
  words
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.\s]+$/, '')
    .trim();

/** What a carrier's scan words mean, when the product knows them; null otherwise. */
export function scanCodeOf(words: string): TrackingScanCode | null {
  return BY_WORDS.get(scanWordsKey(words)) ?? null;
}
