import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import { AppError } from '../../../http/app-error';

/** Parses an XML string; malformed XML is a validation error, never a crash. */
export function parseXml(xml: string): Document {
  try {
    return new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(xml, 'text/xml');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError('validation_failed', 'Malformed XML', {
      fields: { xml: [reason.split('\n')[0]!] },
    });
  }
}

export function childElements(parent: Element): Element[] {
  const out: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === node.ELEMENT_NODE) out.push(node as Element);
  }
  return out;
}

export function descendantElements(parent: Element): Element[] {
  return childElements(parent).flatMap((child) => [child, ...descendantElements(child)]);
}

export function isElement(el: Element, namespace: string, localName: string): boolean {
  return el.namespaceURI === namespace && el.localName === localName;
}

/** The first element (document order) with that name, or undefined. */
export function findElement(
  doc: Document,
  namespace: string,
  localName: string,
): Element | undefined {
  const root = doc.documentElement;
  if (!root) return undefined;
  return [root, ...descendantElements(root)].find((el) => isElement(el, namespace, localName));
}
