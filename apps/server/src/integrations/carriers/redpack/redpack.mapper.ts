import type { ConnectorParcel, QuotedService, RateRequest } from '../carrier-connector';
import {
  vo,
  soapEnvelope,
  children,
  textAt,
  returnsOf,
  type SoapReply,
  type XmlNode,
} from './redpack.soap';
import type { RedpackSettings } from './redpack.settings';
import {
  REDPACK_DELIVERY_TO_DOOR,
  REDPACK_SHIPMENT_PACKAGE,
  serviceById,
  type RedpackQuote,
} from './redpack.types';
import { cmUp, dayIn, daysBetween, decimal, kgUp, moneyToCents } from './redpack.units';

/** cotizacionNacional (the quote) and coberturaNacional (coverage) for RedpackWS. */

const idDesc = (name: string, id: number) => vo(name, [vo('id', id)]);

/** A parcel as Guia.paquetes: kg rounded up to 10 g, cm up to whole ones. */
export function paqueteOf(parcel: ConnectorParcel, index: number, description?: string) {
  return vo('paquetes', [
    vo('consecutivo', index + 1),
    vo('peso', decimal(kgUp(parcel.weight_kg))),
    vo('largo', cmUp(parcel.length_cm)),
    vo('ancho', cmUp(parcel.width_cm)),
    vo('alto', cmUp(parcel.height_cm)),
    description === undefined ? null : vo('descripcion', description),
  ]);
}

const postalOnly = (name: string, postalCode: string) =>
  vo(name, [vo('codigoPostal', postalCode.trim())]);

/** The quote request: both postal codes, the parcels, door delivery, every service. */
export function buildCotizacionNacional(request: RateRequest, settings: RedpackSettings): string {
  const guia: (XmlNode | null)[] = [
    postalOnly('remitente', request.origin.postal_code),
    postalOnly('consignatario', request.destination.postal_code),
    ...request.parcels.map((p, i) => paqueteOf(p, i)),
    idDesc('tipoEntrega', REDPACK_DELIVERY_TO_DOOR),
    idDesc('tipoEnvio', REDPACK_SHIPMENT_PACKAGE),
  ];
  return soapEnvelope('cotizacionNacional', settings.pin, settings.userId, guia);
}

/** The coverage request for one postal code (sender and recipient alike): a cheap call. */
export function buildCoberturaNacional(postalCode: string, settings: RedpackSettings): string {
  return soapEnvelope('coberturaNacional', settings.pin, settings.userId, [
    postalOnly('remitente', postalCode),
    postalOnly('consignatario', postalCode),
  ]);
}

/** The quotes of a cotizacionNacional reply; the total is the TOTAL concept, else tarifa. */
export function parseCotizaciones(reply: SoapReply): RedpackQuote[] {
  return returnsOf(reply).flatMap((ret) =>
    children(ret, 'cotizaciones').map((c) => {
      const total = children(c, 'detallesCotizacion').find((d) =>
        /^TOTAL/i.test(textAt(d, 'concepto')),
      );
      return {
        serviceId: Number(textAt(c, 'tipoServicio', 'id')),
        serviceName: textAt(c, 'tipoServicio', 'descripcion'),
        tiempoEntrega: textAt(c, 'tiempoEntrega'),
        totalCents: moneyToCents(total ? textAt(total, 'costoBase') : textAt(c, 'tarifa')),
      };
    }),
  );
}

/** The product's code for a Redpack service: the catalogue's, else its description's. */
export function serviceCodeOf(id: number, description: string): string {
  return (
    serviceById(id)?.code ??
    description
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '_')
      .replace(/^_|_$/g, '')
  );
}

/** Quotes as QuotedServices (MXN); transit days count from `today` to tiempoEntrega's day. */
export function quotedServices(quotes: readonly RedpackQuote[], now: Date): QuotedService[] {
  const today = dayIn(now);
  return quotes
    .filter((q) => Number.isInteger(q.totalCents) && q.totalCents > 0)
    .map((q) => {
      const day = /^\d{4}-\d{2}-\d{2}/.exec(q.tiempoEntrega)?.[0];
      const days = day ? daysBetween(today, day) : Number.NaN;
      return {
        service_code: serviceCodeOf(q.serviceId, q.serviceName),
        amount_cents: q.totalCents,
        currency: 'MXN',
        transit_days: Number.isFinite(days) && days >= 0 ? days : null,
      };
    })
    .filter((q) => q.service_code);
}
