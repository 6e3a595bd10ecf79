import type { Element } from '@xmldom/xmldom';
import type { FastifyReply } from 'fastify';
import { el, renderXml, textAt, type XmlNode } from './redpack.soap';
import { REDPACK_VO_NS, REDPACK_WS_NS, SOAP_ENV_NS } from './redpack.types';
import type { RedpackMockState } from './redpack.mock-state';

/** How the Redpack mock writes Axis2's answers: responses, results, faults; and its clock. */

export interface MockContext {
  state: RedpackMockState;
  now: () => number;
  maxDelayMs: number;
  trackStepMs: number;
}

/** One parsed request: the operation, the caller's idUsuario and its guias value objects. */
export interface MockCall {
  operation: string;
  userId: string;
  guias: Element[];
}

/** A value object field as Axis2 writes it (prefix ax21). */
export const ax = (name: string, content: Parameters<typeof el>[1]) => el(`ax21:${name}`, content);

export const resultado = (estatus: number, descripcion: string): XmlNode =>
  ax('resultadoConsumoWS', [
    ax('descripcion', descripcion),
    ax('estatus', estatus),
    ax('gravedad', estatus === 1 ? 0 : 1),
  ])!;

/** A business refusal: Redpack's estatus and words, HTTP 200 like RedpackWS. */
export class MockRefusal extends Error {
  constructor(
    readonly estatus: number,
    readonly descripcion: string,
  ) {
    super(descripcion);
  }
}

/** `<ns:{operation}Response>` with one `<ns:return>` per entry. */
export function responseEnvelope(
  operation: string,
  returns: readonly (XmlNode | null)[][],
): string {
  const response = el(
    `ns:${operation}Response`,
    returns.map((fields) => el('ns:return', fields)),
  )!;
  const xml = renderXml(response, 2).replace(
    `<ns:${operation}Response>`,
    `<ns:${operation}Response xmlns:ns="${REDPACK_WS_NS}" xmlns:ax21="${REDPACK_VO_NS}">`,
  );
  return [
    "<?xml version='1.0' encoding='UTF-8'?>",
    `<soapenv:Envelope xmlns:soapenv="${SOAP_ENV_NS}">`,
    '  <soapenv:Body>',
    xml,
    '  </soapenv:Body>',
    '</soapenv:Envelope>',
    '',
  ].join('\n');
}

export function faultEnvelope(code: 'Client' | 'Server', message: string): string {
  const fault = el('soapenv:Fault', [
    el('faultcode', `soapenv:${code}`),
    el('faultstring', message),
  ])!;
  return [
    "<?xml version='1.0' encoding='UTF-8'?>",
    `<soapenv:Envelope xmlns:soapenv="${SOAP_ENV_NS}">`,
    '  <soapenv:Body>',
    renderXml(fault, 2),
    '  </soapenv:Body>',
    '</soapenv:Envelope>',
    '',
  ].join('\n');
}

/** Axis2 answers a fault with HTTP 500. */
export const sendFault = (reply: FastifyReply, code: 'Client' | 'Server', message: string) =>
  reply.status(500).type('text/xml; charset=UTF-8').send(faultEnvelope(code, message));

export const sendXml = (reply: FastifyReply, xml: string) =>
  reply.status(200).type('text/xml; charset=UTF-8').send(xml);

/** Central Mexico's wall clock (UTC−6 all year since 2022) as xsd:dateTime with its offset. */
export function mexicoDateTime(instant: number): string {
  return `${new Date(instant - 6 * 3_600_000).toISOString().slice(0, 23)}-06:00`;
}

/** The calendar day in central Mexico `days` days after `instant`. */
export const mexicoDay = (instant: number, days = 0) =>
  new Date(instant - 6 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** A field of a value object (by local name, any prefix), trimmed. */
export const field = (vo: Element | undefined, ...path: string[]) => textAt(vo, ...path);
