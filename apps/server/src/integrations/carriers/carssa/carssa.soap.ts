import { XMLSerializer, type Document, type Element } from '@xmldom/xmldom';
import { childElements, strictXml } from '../xml-kit';

/**
 * Carssa publishes no API material (docs/research/carriers.md §7, [GUESS]): this is OUR OWN
 * SOAP-style XML contract for it, designed for the product and its mock, not Carssa's. One
 * endpoint, SOAP 1.1 envelopes, credentials in a header element, one operation per body:
 *
 *   POST {base_url}/CarssaService   Content-Type: text/xml; charset=utf-8
 *   SOAPAction: "urn:despacho:carssa:guias:v1#Cotizar" | "…#GenerarGuia"
 *   <soapenv:Header><car:Credenciales><car:Usuario/><car:Password/><car:Cuenta/></…></…>
 *   <soapenv:Body><car:CotizarRequest>… | <car:GenerarGuiaRequest>…</soapenv:Body>
 *
 * Refusals are SOAP faults (HTTP 500) whose detail carries a code: AUTH-001 (credentials),
 * VAL-0xx (request), SRV-503 (unavailable).
 */
export const CARSSA_NS = {
  soapenv: 'http://schemas.xmlsoap.org/soap/envelope/',
  car: 'urn:despacho:carssa:guias:v1',
} as const;
export const CARSSA_PATH = '/CarssaService';
export const carssaSoapAction = (operation: 'Cotizar' | 'GenerarGuia') =>
  `"${CARSSA_NS.car}#${operation}"`;

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** `<car:Name>text</car:Name>` (children already XML when `raw`). */
export const el = (name: string, value: string | number, raw = false) =>
  `<car:${name}>${raw ? String(value) : escapeXml(String(value))}</car:${name}>`;

export function envelope(header: string, body: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<soapenv:Envelope xmlns:soapenv="${CARSSA_NS.soapenv}" xmlns:car="${CARSSA_NS.car}">\n` +
    `  <soapenv:Header>${header}</soapenv:Header>\n` +
    `  <soapenv:Body>${body}</soapenv:Body>\n` +
    `</soapenv:Envelope>\n`
  );
}

export interface CarssaCredentials {
  user: string;
  password: string;
  account: string;
}

export const credentialsHeader = (c: CarssaCredentials) =>
  el(
    'Credenciales',
    el('Usuario', c.user) + el('Password', c.password) + el('Cuenta', c.account),
    true,
  );

export function soapFault(code: 'Client' | 'Server', detailCode: string, message: string): string {
  return envelope(
    '',
    `<soapenv:Fault><faultcode>soapenv:${code}</faultcode><faultstring>${escapeXml(message)}</faultstring>` +
      `<detail>${el('Codigo', detailCode)}</detail></soapenv:Fault>`,
  );
}

/** Parses XML; null when it is not well-formed. */
export function parseXml(text: string): Document | null {
  try {
    return strictXml(text);
  } catch {
    return null;
  }
}

export const serializeXml = (doc: Document) => new XMLSerializer().serializeToString(doc);

/** Children match by local name: clients disagree on prefixes. */
export const child = (parent: Element | undefined, name: string) =>
  parent ? childElements(parent).find((c) => c.localName === name) : undefined;

export const text = (parent: Element | undefined, name: string) =>
  (child(parent, name)?.textContent ?? '').trim();

export interface SoapParts {
  envelope: Element;
  header: Element | undefined;
  /** The body's first element: the operation, or a Fault. */
  operation: Element | undefined;
}

/** The envelope's parts; null when the text is not a SOAP 1.1 envelope. */
export function soapParts(doc: Document | null): SoapParts | null {
  const root = doc?.documentElement;
  if (!root || root.namespaceURI !== CARSSA_NS.soapenv || root.localName !== 'Envelope')
    return null;
  const body = child(root, 'Body');
  return {
    envelope: root,
    header: child(root, 'Header'),
    operation: body && childElements(body)[0],
  };
}

/** A fault's code and words, when the operation element is one. */
export function faultOf(operation: Element | undefined): { code: string; message: string } | null {
  if (!operation || operation.localName !== 'Fault') return null;
  return {
    code: text(child(operation, 'detail'), 'Codigo') || text(operation, 'faultcode'),
    message: text(operation, 'faultstring'),
  };
}
