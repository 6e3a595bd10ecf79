import type { Element } from '@xmldom/xmldom';
import { childElements, strictXml as parseXml } from '../xml-kit';
import { REDPACK_VO_NS, REDPACK_WS_NS, SOAP_ENV_NS, type RedpackResult } from './redpack.types';

/**
 * SOAP 1.1 envelopes for RedpackWS, written and read. Requests are pretty-printed with the
 * prefixes Redpack's own samples use (soapenv, ws for operations, xsd for value objects); every
 * text is escaped. Replies are read by local name, whatever prefixes Axis2 chose (ns, ax21…).
 */

/** An element: a local name with its prefix, and text or child elements. */
export interface XmlNode {
  name: string;
  text?: string;
  children?: XmlNode[];
}

type Content = string | number | null | undefined | readonly (XmlNode | null | undefined)[];

/** An element; null/undefined content or an empty name yields nothing (`el` returns null). */
export function el(name: string, content: Content): XmlNode | null {
  if (content === null || content === undefined) return null;
  if (typeof content === 'string' || typeof content === 'number') {
    return { name, text: String(content) };
  }
  return { name, children: content.filter((c): c is XmlNode => !!c) };
}

const localOf = (node: XmlNode) => node.name.slice(node.name.indexOf(':') + 1);

/**
 * Value object fields in the order of RedpackWS's schema: Axis2 generates it from the Java
 * beans with their properties sorted by name, as WSDL-generated clients then send them.
 * Repeated fields (paquetes) keep their order.
 */
export function sortedFields(nodes: readonly (XmlNode | null | undefined)[]): XmlNode[] {
  return nodes
    .filter((n): n is XmlNode => !!n)
    .sort((a, b) => (localOf(a) < localOf(b) ? -1 : localOf(a) > localOf(b) ? 1 : 0));
}

/** A value object field (prefix xsd); a nested value object's fields in schema order. */
export const vo = (name: string, content: Content) =>
  el(`xsd:${name}`, Array.isArray(content) ? sortedFields(content) : content);

const XML_CHARS: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as XML character data: markup escaped, characters XML 1.0 forbids dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => XML_CHARS[c]!);
}

/** An element tree as indented XML text. */
export function renderXml(node: XmlNode, depth = 0): string {
  const pad = '  '.repeat(depth);
  if (node.text !== undefined) return `${pad}<${node.name}>${escapeXml(node.text)}</${node.name}>`;
  const children = node.children ?? [];
  if (!children.length) return `${pad}<${node.name}/>`;
  const inner = children.map((c) => renderXml(c, depth + 1)).join('\n');
  return `${pad}<${node.name}>\n${inner}\n${pad}</${node.name}>`;
}

/**
 * The whole request: `<ws:{operation}>` with PIN, idUsuario and the guias value object(s).
 * `pin` and `userId` are written as given (the XML test example shows them as *****).
 */
export function soapEnvelope(
  operation: string,
  pin: string,
  userId: string,
  guias: readonly (XmlNode | null)[],
): string {
  const body = el(`ws:${operation}`, [
    el('ws:PIN', pin),
    el('ws:idUsuario', userId),
    el('ws:guias', sortedFields(guias)),
  ])!;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<soapenv:Envelope xmlns:soapenv="${SOAP_ENV_NS}" xmlns:ws="${REDPACK_WS_NS}" xmlns:xsd="${REDPACK_VO_NS}">`,
    '  <soapenv:Header/>',
    '  <soapenv:Body>',
    renderXml(body, 2),
    '  </soapenv:Body>',
    '</soapenv:Envelope>',
    '',
  ].join('\n');
}

export { childElements, parseXml };

/** Child elements with this local name (any namespace prefix). */
export const children = (parent: Element, localName: string) =>
  childElements(parent).filter((e) => e.localName === localName);

export const child = (parent: Element | undefined, localName: string): Element | undefined =>
  parent ? children(parent, localName)[0] : undefined;

/** The trimmed text of a child (or of a path of children), '' when absent. */
export function textAt(parent: Element | undefined, ...path: string[]): string {
  let at = parent;
  for (const name of path) at = child(at, name);
  return (at?.textContent ?? '').trim();
}

/** A SOAP Fault: faultcode without its prefix ("Client", "Server") and faultstring. */
export interface SoapFault {
  code: string;
  message: string;
}

export interface SoapReply {
  /** The Body's first element (the operation's response, or the Fault). */
  body: Element;
  fault: SoapFault | null;
}

/** Reads a SOAP 1.1 (or 1.2) reply; throws an Error when it is not an Envelope with a Body. */
export function readSoapReply(text: string): SoapReply {
  const doc = parseXml(text);
  const envelope = doc.documentElement!;
  if (envelope.localName !== 'Envelope') throw new Error('not a SOAP envelope');
  const body = childElements(child(envelope, 'Body') ?? envelope).at(0);
  if (!body || !child(envelope, 'Body')) throw new Error('no SOAP Body');
  if (body.localName !== 'Fault') return { body, fault: null };
  const code = textAt(body, 'faultcode') || textAt(body, 'Code', 'Value');
  const message = textAt(body, 'faultstring') || textAt(body, 'Reason', 'Text');
  return { body, fault: { code: code.replace(/^.*:/, ''), message } };
}

/** The `return` elements of an operation's response (one per guía asked). */
export const returnsOf = (reply: SoapReply) => children(reply.body, 'return');

/** The resultadoConsumoWS entries of one return. */
export function resultsOf(ret: Element): RedpackResult[] {
  return children(ret, 'resultadoConsumoWS').map((r) => ({
    estatus: Number(textAt(r, 'estatus')),
    descripcion: textAt(r, 'descripcion'),
    gravedad: Number(textAt(r, 'gravedad') || 0),
  }));
}
