import { DOMParser, type Element } from '@xmldom/xmldom';

/** The namespaces of Finkok's WSDLs (spyne, document/literal). */
export const FINKOK_NS = {
  soapenv: 'http://schemas.xmlsoap.org/soap/envelope/',
  stamp: 'http://facturacion.finkok.com/stamp',
  cancel: 'http://facturacion.finkok.com/cancel',
  /** The shared types (stampResult's children, Incidencia, UUID, Folio…) live here. */
  apps: 'apps.services.soap.core.views',
} as const;

export const FINKOK_PATHS = {
  stamp: '/servicios/soap/stamp',
  cancel: '/servicios/soap/cancel',
} as const;

/** Text content and attribute values: &, <, > and quotes escaped; nothing else is touched. */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** `<p:name>escaped text</p:name>`; an undefined value leaves the element out. */
export function textElement(qname: string, value: string | undefined): string {
  return value === undefined ? '' : `<${qname}>${escapeXml(value)}</${qname}>`;
}

export function soapEnvelope(body: string, namespaces: Record<string, string>): string {
  const xmlns = Object.entries({ soapenv: FINKOK_NS.soapenv, ...namespaces })
    .map(([prefix, uri]) => ` xmlns:${prefix}="${escapeXml(uri)}"`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<soapenv:Envelope${xmlns}><soapenv:Header/><soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>`;
}

export function soapFault(code: 'soapenv:Client' | 'soapenv:Server', message: string): string {
  return soapEnvelope(
    `<soapenv:Fault><faultcode>${code}</faultcode><faultstring>${escapeXml(message)}</faultstring></soapenv:Fault>`,
    {},
  );
}

/** The first element of the SOAP Body, or a fault; undefined when the text is not SOAP at all. */
export function readSoap(
  text: string,
): { operation: Element } | { fault: { code: string; message: string } } | undefined {
  let root: Element | null;
  try {
    root = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(text, 'text/xml').documentElement;
  } catch {
    return undefined;
  }
  if (!root || root.namespaceURI !== FINKOK_NS.soapenv || root.localName !== 'Envelope') {
    return undefined;
  }
  const body = children(root).find((c) => c.localName === 'Body');
  const operation = body ? children(body)[0] : undefined;
  if (!operation) return undefined;
  if (operation.namespaceURI === FINKOK_NS.soapenv && operation.localName === 'Fault') {
    return {
      fault: {
        code: childText(operation, 'faultcode') ?? '',
        message: childText(operation, 'faultstring') ?? '',
      },
    };
  }
  return { operation };
}

export function children(el: Element): Element[] {
  const out: Element[] = [];
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === n.ELEMENT_NODE) out.push(n as Element);
  }
  return out;
}

/** Children are matched by local name: clients disagree on the prefixes and namespaces they use. */
export function child(el: Element, localName: string): Element | undefined {
  return children(el).find((c) => c.localName === localName);
}

export function childText(el: Element, localName: string): string | undefined {
  const found = child(el, localName);
  return found ? (found.textContent ?? '') : undefined;
}

export function descendants(el: Element, localName: string): Element[] {
  return children(el).flatMap((c) => [
    ...(c.localName === localName ? [c] : []),
    ...descendants(c, localName),
  ]);
}
