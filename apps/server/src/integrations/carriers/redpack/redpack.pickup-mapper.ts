import { CarrierError, type PickupRequest, type PickupResult } from '../carrier-connector';
import type { RedpackSettings } from './redpack.settings';
import { direccionOf } from './redpack.ship-mapper';
import { returnsOf, soapEnvelope, textAt, vo, type SoapReply } from './redpack.soap';
import { cmUp, decimal, kgUp } from './redpack.units';

/**
 * solicitudRecoleccionCF: a courier visit for a documented guía. RedpackWS reuses Guia fields
 * for it, as public clients send them (research §5a [CODE]): fechaDocumentacion = the visit's
 * day and start (the pickup place's wall clock), personaRecibio = who hands the parcels over,
 * costoSeguro = total kg, situacion.id = envelopes, tipoEntrega.id = packages, moneda = the
 * largest parcel "LxWxH" cm, and the remitente's email carries the window ("DE 09:00 A 12:00").
 * Redpack answers the pickup folio in `referencia`.
 */

export function buildSolicitudRecoleccion(
  request: PickupRequest,
  settings: RedpackSettings,
): string {
  const window = `DE ${request.from} A ${request.to}`;
  const origin = direccionOf('remitente', { ...request.origin, email: window });
  const kg = request.parcels.reduce((sum, p) => sum + kgUp(p.weight_kg), 0);
  const largest = [...request.parcels].sort(
    (a, b) => b.length_cm * b.width_cm * b.height_cm - a.length_cm * a.width_cm * a.height_cm,
  )[0];
  const dimensions = largest
    ? `${cmUp(largest.length_cm)}x${cmUp(largest.width_cm)}x${cmUp(largest.height_cm)}`
    : null;
  const guias = request.tracking_numbers?.length
    ? request.tracking_numbers
    : [request.tracking_number];
  return soapEnvelope('solicitudRecoleccionCF', settings.pin, settings.userId, [
    vo('numeroDeGuia', guias[0]!),
    vo('fechaDocumentacion', `${request.date}T${request.from}:00`),
    vo('personaRecibio', request.origin.name.slice(0, 60)),
    vo('costoSeguro', decimal(kg)),
    vo('situacion', [vo('id', 0)]),
    vo('tipoEntrega', [vo('id', Math.max(1, request.parcels.length))]),
    vo('moneda', dimensions),
    vo('observaciones', `Recolección ${window} (${request.time_zone}); guías ${guias.join(', ')}`),
    origin,
  ]);
}

export function parseSolicitudRecoleccion(reply: SoapReply): PickupResult {
  const folio = textAt(returnsOf(reply)[0], 'referencia');
  if (!folio) throw new CarrierError('unavailable', 'Redpack answered the pickup without a folio');
  return { reference_number: folio, location: null };
}
