import { DOMParser, type Document, type Element } from '@xmldom/xmldom';

/**
 * Reading XML for the SOAP carriers (Redpack, Estafeta, Carssa) and their mocks: one strict
 * parse and one walk over child elements; each carrier keeps its own envelopes and names.
 */

/** Parses XML; throws an Error with the parser's first line for anything not well-formed. */
export function strictXml(text: string): Document {
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(String(message).split('\n')[0]);
    },
  }).parseFromString(text, 'text/xml');
  if (!doc.documentElement) throw new Error('no root element');
  return doc;
}

/** The element children of a node, in document order. */
export function childElements(parent: Element): Element[] {
  const out: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === node.ELEMENT_NODE) out.push(node as Element);
  }
  return out;
}
