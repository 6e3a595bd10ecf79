import type { TrackingEventData, TrackingStatus, TrackResult } from '../carrier-connector';
import { firstFailure, resultToCarrierError } from './redpack.errors';
import type { RedpackSettings } from './redpack.settings';
import {
  children,
  resultsOf,
  returnsOf,
  soapEnvelope,
  textAt,
  vo,
  type SoapReply,
} from './redpack.soap';
import type { RedpackTrackEvent } from './redpack.types';
import { parseRedpackDate } from './redpack.units';

/** rastreo: one guía per call; its paquetes' detallesRastreo become the product's events. */

export function buildRastreo(guia: string, settings: RedpackSettings): string {
  return soapEnvelope('rastreo', settings.pin, settings.userId, [vo('numeroDeGuia', guia)]);
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

/**
 * Redpack's event words → the product's status. Checked in this order, because "NO ENTREGADO"
 * and "EN RUTA DE ENTREGA" both contain "ENTREGA".
 */
const STATUS_RULES: readonly [RegExp, TrackingStatus][] = [
  [/DEVOLUCION|DEVUELT|RETORNO/, 'returned'],
  [
    /NO ENTREGAD|INCIDENCIA|EXCEPCION|DOMICILIO INCORRECTO|RECHAZAD|DANAD|EXTRAVIAD|CANCELAD/,
    'exception',
  ],
  [/RUTA DE ENTREGA|SALIDA A RUTA|EN REPARTO/, 'out_for_delivery'],
  [/ENTREGAD/, 'delivered'],
  [/RECOLECTAD|RECOLECCION|RECIBIDO EN SUCURSAL/, 'picked_up'],
  [/DOCUMENTAD|GENERAD|CREAD/, 'created'],
];

export function statusOfEvent(evento: string): TrackingStatus {
  const words = plain(evento);
  return STATUS_RULES.find(([rule]) => rule.test(words))?.[1] ?? 'in_transit';
}

/** "MONTERREY, NL" → city and state. */
function placeOf(ubicacion: string): { city: string | null; state: string | null } {
  const [city, state] = ubicacion.split(',').map((s) => s.trim());
  return { city: city || null, state: state || null };
}

export function eventsOf(reply: SoapReply): RedpackTrackEvent[] {
  const ret = returnsOf(reply)[0];
  if (!ret) return [];
  return children(ret, 'paquetes')
    .flatMap((p) => children(p, 'detallesRastreo'))
    .map((d) => ({
      evento: textAt(d, 'evento'),
      fecha: textAt(d, 'fecha'),
      ubicacion: textAt(d, 'ubicacion'),
    }));
}

/**
 * The product's view of one guía: an unknown guía (Redpack's "not found" result) is
 * `status: null`; a refusal about the PIN or the user is thrown (kind auth).
 */
export function trackResultOf(guia: string, reply: SoapReply): TrackResult {
  const ret = returnsOf(reply)[0];
  const failed = ret ? firstFailure(resultsOf(ret)) : null;
  if (failed) {
    const error = resultToCarrierError(failed);
    if (error.kind === 'auth') throw error;
    return { tracking_number: guia, status: null, events: [] };
  }
  const seen = new Set<string>();
  const events: TrackingEventData[] = [];
  for (const e of eventsOf(reply)) {
    const at = parseRedpackDate(e.fecha);
    const key = `${e.evento}|${e.fecha}|${e.ubicacion}`;
    if (!at || !e.evento || seen.has(key)) continue;
    seen.add(key);
    events.push({
      status: statusOfEvent(e.evento),
      code: plain(e.evento).trim().slice(0, 60),
      description: e.evento,
      occurred_at: at,
      ...placeOf(e.ubicacion),
      country_code: 'MX',
    });
  }
  events.sort((a, b) => a.occurred_at.getTime() - b.occurred_at.getTime());
  const situacion = textAt(ret, 'situacion', 'descripcion');
  const status = events.at(-1)?.status ?? (situacion ? statusOfEvent(situacion) : null);
  return { tracking_number: guia, status, events };
}
