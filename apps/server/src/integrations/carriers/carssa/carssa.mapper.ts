import type { Document } from '@xmldom/xmldom';
import { CarrierError, type QuotedService, type RateRequest } from '../carrier-connector';
import { childElements } from '../xml-kit';
import {
  CARSSA_NS,
  child,
  credentialsHeader,
  el,
  envelope,
  faultOf,
  soapParts,
  text,
  type CarssaCredentials,
} from './carssa.soap';

/** Pure: the product's canonical model ↔ Carssa's XML (our own contract, see carssa.soap.ts). */

const address = (tag: string, a: { postal_code: string; country_code: string }) =>
  el(tag, el('CodigoPostal', a.postal_code) + el('Pais', a.country_code), true);

const parcel = (p: RateRequest['parcels'][number]) =>
  el(
    'Paquete',
    el('PesoKg', p.weight_kg) +
      el('LargoCm', p.length_cm) +
      el('AnchoCm', p.width_cm) +
      el('AltoCm', p.height_cm),
    true,
  );

const pesos = (cents: number) => (cents / 100).toFixed(2);

export function buildCotizarRequest(request: RateRequest, credentials: CarssaCredentials): string {
  return envelope(
    credentialsHeader(credentials),
    el(
      'CotizarRequest',
      address('Origen', request.origin) +
        address('Destino', request.destination) +
        el('Paquetes', request.parcels.map(parcel).join(''), true) +
        el('ValorDeclarado', pesos(request.insured_value_cents ?? 0)) +
        el('FechaEnvio', request.ship_date.toISOString().slice(0, 10)),
      true,
    ),
  );
}

/** A refusal as the product's error: AUTH-* is `auth`, VAL-* `rejected`, anything else `unavailable`. */
export function carssaFaultError(fault: { code: string; message: string }): CarrierError {
  const kind = fault.code.startsWith('AUTH')
    ? 'auth'
    : fault.code.startsWith('VAL')
      ? 'rejected'
      : 'unavailable';
  return new CarrierError(
    kind,
    fault.message || `Carssa fault ${fault.code}`,
    fault.code || undefined,
  );
}

/** The operation's reply element; a fault or an unreadable answer throws CarrierError. */
export function replyElement(doc: Document | null, status: number, operation: string) {
  const parts = soapParts(doc);
  const fault = faultOf(parts?.operation);
  if (fault) throw carssaFaultError(fault);
  if (!parts?.operation || parts.operation.localName !== operation || status >= 300)
    throw new CarrierError(
      'unavailable',
      `Carssa answered HTTP ${status} without a readable ${operation}`,
    );
  return parts.operation;
}

export function parseCotizarReply(doc: Document | null, status: number): QuotedService[] {
  const reply = replyElement(doc, status, 'CotizarResponse');
  return childElements(reply)
    .filter((s) => s.localName === 'Servicio')
    .map((s) => ({
      service_code: text(s, 'Clave'),
      amount_cents: Math.round(Number(text(s, 'Tarifa')) * 100),
      currency: text(s, 'Moneda') || 'MXN',
      transit_days: Number(text(s, 'DiasEntrega')) || null,
    }))
    .filter((q) => q.service_code && Number.isFinite(q.amount_cents) && q.amount_cents > 0);
}

export function parseGenerarGuiaReply(doc: Document | null, status: number) {
  const reply = replyElement(doc, status, 'GenerarGuiaResponse');
  const label = text(reply, 'Etiqueta');
  return {
    trackingNumber: text(reply, 'NumeroGuia'),
    label: label ? Buffer.from(label, 'base64') : null,
  };
}

const MASKED: CarssaCredentials = { user: '*****', password: '*****', account: '*****' };

const party = (tag: string, p: Record<string, string>) =>
  el(
    tag,
    Object.entries(p)
      .map(([k, v]) => el(k, v))
      .join(''),
    true,
  );

/** Spec 3's example: a real GenerarGuia (label) request, credentials shown as "*****". */
export function generarGuiaExample(): string {
  return envelope(
    credentialsHeader(MASKED),
    el(
      'GenerarGuiaRequest',
      el('Servicio', 'TERRESTRE') +
        el('Referencia', 'PRUEBA-CONEXION') +
        party('Remitente', {
          Nombre: 'Almacén Despacho',
          Calle: 'Av. Constitución 100',
          Colonia: 'Centro',
          Ciudad: 'Monterrey',
          Estado: 'NL',
          CodigoPostal: '64000',
          Telefono: '8112345678',
        }) +
        party('Destinatario', {
          Nombre: 'Cliente de prueba',
          Calle: 'Av. Insurgentes Sur 1000',
          Colonia: 'Del Valle',
          Ciudad: 'Ciudad de México',
          Estado: 'CDMX',
          CodigoPostal: '03100',
          Telefono: '5512345678',
        }) +
        el(
          'Paquetes',
          el(
            'Paquete',
            el('PesoKg', '1.5') +
              el('LargoCm', '30') +
              el('AnchoCm', '20') +
              el('AltoCm', '10') +
              el('Contenido', 'Documentos'),
            true,
          ),
          true,
        ) +
        el('FormatoEtiqueta', 'PDF_4X6'),
      true,
    ),
  );
}

/**
 * Puts the stored credentials in an uploaded envelope, whatever it says in their place (the
 * example shows "*****"): the header's Credenciales is replaced, or added. Null when the text is
 * not a SOAP envelope.
 */
export function withCredentials(doc: Document, credentials: CarssaCredentials): Document | null {
  const parts = soapParts(doc);
  if (!parts) return null;
  let header = parts.header;
  if (!header) {
    header = doc.createElementNS(CARSSA_NS.soapenv, `${parts.envelope.prefix ?? 'soapenv'}:Header`);
    parts.envelope.insertBefore(header, parts.envelope.firstChild);
  }
  const old = child(header, 'Credenciales');
  if (old) header.removeChild(old);
  const make = (name: string, value?: string) => {
    const node = doc.createElementNS(CARSSA_NS.car, `car:${name}`);
    if (value !== undefined) node.appendChild(doc.createTextNode(value));
    return node;
  };
  const creds = make('Credenciales');
  creds.appendChild(make('Usuario', credentials.user));
  creds.appendChild(make('Password', credentials.password));
  creds.appendChild(make('Cuenta', credentials.account));
  header.appendChild(creds);
  return doc;
}
