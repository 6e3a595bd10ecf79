import type { Element } from '@xmldom/xmldom';
import { NS } from '../../../modules/fiscal/cfdi/cadena-rules';
import { findElement, parseXml } from '../../../modules/fiscal/cfdi/xml-read';
import { PacError, type PacCancelRequest, type PacCancelResult, type PacStamp } from '../pac-port';
import { FINKOK_NS, child, childText, descendants, soapEnvelope, textElement } from './finkok.soap';

/*
 * Pure: Despacho's PAC port <-> Finkok's SOAP messages (see finkok.client.ts for the sources).
 */

export interface FinkokCredentials {
  username: string;
  password: string;
}

/** stamp / stamped: the sealed CFDI as xs:base64Binary, then username and password. */
export function stampEnvelope(
  operation: 'stamp' | 'stamped',
  sealedXml: string,
  creds: FinkokCredentials,
): string {
  const body =
    `<stamp:${operation}>` +
    textElement('stamp:xml', Buffer.from(sealedXml, 'utf8').toString('base64')) +
    textElement('stamp:username', creds.username) +
    textElement('stamp:password', creds.password) +
    `</stamp:${operation}>`;
  return soapEnvelope(body, { stamp: FINKOK_NS.stamp });
}

/** cancel: UUIDS (apps:UUID attributes), username, password, taxpayer_id, cer, key, store_pending. */
export function cancelEnvelope(
  req: Pick<PacCancelRequest, 'uuid' | 'rfcEmisor' | 'motive' | 'replacementUuid'>,
  pems: { cerPem: string; keyPem: string },
  creds: FinkokCredentials,
): string {
  const attrs = [
    ['UUID', req.uuid.toUpperCase()],
    ['Motivo', req.motive],
    ['FolioSustitucion', req.replacementUuid?.toUpperCase() ?? ''],
  ]
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  const body =
    '<can:cancel>' +
    `<can:UUIDS><apps:UUID${attrs}/></can:UUIDS>` +
    textElement('can:username', creds.username) +
    textElement('can:password', creds.password) +
    textElement('can:taxpayer_id', req.rfcEmisor.toUpperCase()) +
    textElement('can:cer', Buffer.from(pems.cerPem, 'utf8').toString('base64')) +
    textElement('can:key', Buffer.from(pems.keyPem, 'utf8').toString('base64')) +
    // We retry outages ourselves; Finkok's pending buffer would answer for us later instead.
    textElement('can:store_pending', 'false') +
    '</can:cancel>';
  return soapEnvelope(body, { can: FINKOK_NS.cancel, apps: FINKOK_NS.apps });
}

export interface Incidencia {
  code: string;
  message: string;
  extra?: string;
}

export function incidenciasOf(result: Element): Incidencia[] {
  const list = child(result, 'Incidencias');
  if (!list) return [];
  return descendants(list, 'Incidencia').map((i) => ({
    code: childText(i, 'CodigoError')?.trim() ?? '',
    message: childText(i, 'MensajeIncidencia')?.trim() ?? '',
    extra: childText(i, 'ExtraInfo')?.trim() || undefined,
  }));
}

/** 708: Finkok could not reach SAT. Every other incidencia means the CFDI or account is wrong. */
const RETRYABLE_CODES: ReadonlySet<string> = new Set(['708']);

export function incidenciaError(i: Incidencia): PacError {
  const text = [i.message || 'Finkok refused the CFDI', i.extra].filter(Boolean).join(': ');
  return new PacError(
    `${i.code} ${text}`.trim(),
    i.code || 'pac_refused',
    RETRYABLE_CODES.has(i.code),
  );
}

/** The stamp as the stamped XML's TFD states it (the XML is what the invoice keeps). */
export function stampFromXml(xml: string, alreadyStamped: boolean): PacStamp {
  let tfd: Element | undefined;
  try {
    tfd = findElement(parseXml(xml), NS.tfd, 'TimbreFiscalDigital');
  } catch {
    tfd = undefined;
  }
  if (!tfd)
    throw new PacError('Finkok returned a CFDI without TimbreFiscalDigital', 'pac_bad_reply', true);
  return {
    xml,
    uuid: tfd.getAttribute('UUID') ?? '',
    fechaTimbrado: tfd.getAttribute('FechaTimbrado') ?? '',
    noCertificadoSat: tfd.getAttribute('NoCertificadoSAT') ?? '',
    selloSat: tfd.getAttribute('SelloSAT') ?? '',
    alreadyStamped,
  };
}

export type StampReply =
  | { kind: 'stamped'; stamp: PacStamp }
  /** 307 without the xml: Finkok's documented "may or may not return it"; ask `stamped`. */
  | { kind: 'previous_without_xml' };

/** stampResult / stampedResult: xml (escaped text), UUID, Fecha, CodEstatus, SatSeal, Incidencias. */
export function readStampResult(result: Element): StampReply {
  const xml = childText(result, 'xml')?.trim() ?? '';
  const incidencias = incidenciasOf(result);
  const previous = incidencias.some((i) => i.code === '307');
  if (xml) return { kind: 'stamped', stamp: stampFromXml(xml, previous) };
  if (previous) return { kind: 'previous_without_xml' };
  const first = incidencias[0];
  if (first) throw incidenciaError(first);
  throw new PacError(
    `Finkok answered without a stamp: ${childText(result, 'CodEstatus') ?? 'no status'}`,
    'pac_bad_reply',
    true,
  );
}

const FOLIO_MESSAGES: Record<string, string> = {
  no_cancelable: 'The CFDI has related CFDIs and cannot be cancelled',
  '203': "The issuer's RFC does not match who asks for the cancellation",
  '205': 'SAT does not know this UUID (yet)',
  '207': 'Invalid cancellation motive',
  '208': 'The cancellation date is later than the declaration date',
};

/** CancelaCFDResult: Folios/Folio{EstatusUUID, UUID, EstatusCancelacion}, Acuse, CodEstatus. */
export function readCancelResult(result: Element, uuid: string): PacCancelResult {
  const folios = descendants(result, 'Folio');
  const folio =
    folios.find((f) => childText(f, 'UUID')?.trim().toUpperCase() === uuid.toUpperCase()) ??
    folios[0];
  if (!folio) {
    const status = childText(result, 'CodEstatus')?.trim() || 'Finkok did not cancel';
    const code = /^\d{3}/.exec(status)?.[0] ?? 'cancel_failed';
    const outage = code === '708' || /no se pudo conectar/i.test(status);
    throw new PacError(status, code, outage);
  }
  const estatusUuid = childText(folio, 'EstatusUUID')?.trim() ?? '';
  const estatusCancelacion = childText(folio, 'EstatusCancelacion')?.trim() ?? '';
  const acuse = childText(result, 'Acuse')?.trim() || undefined;
  const satStatus = estatusCancelacion || estatusUuid;
  if (estatusUuid !== '201' && estatusUuid !== '202') {
    return {
      status: 'refused',
      satStatus,
      acuse,
      message: FOLIO_MESSAGES[estatusUuid] ?? satStatus,
    };
  }
  if (/rechaz/i.test(estatusCancelacion)) {
    return {
      status: 'refused',
      satStatus,
      acuse,
      message: 'The receiver refused the cancellation',
    };
  }
  if (/cancelado|plazo vencido/i.test(estatusCancelacion)) {
    return { status: 'cancelled', satStatus, acuse };
  }
  return { status: 'in_process', satStatus: satStatus || 'En proceso', acuse };
}
