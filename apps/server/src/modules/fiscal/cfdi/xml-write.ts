/** Minimal XML writing for documents we generate: escaped attributes, ordered as given. */

// XML 1.0 forbids C0 controls other than TAB, LF and CR, U+FFFE/U+FFFF and lone UTF-16
// surrogates (they have no UTF-8 form); a CFDI cannot carry them at all.
const FORBIDDEN_CHARS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasForbiddenXmlChars(value: string): boolean {
  return FORBIDDEN_CHARS.test(value);
}

/** Escapes an attribute value; TAB/LF/CR become character references so parsers keep them. */
export function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

export type XmlAttributes = ReadonlyArray<readonly [string, string | undefined]>;

export interface XmlNode {
  name: string;
  attributes: XmlAttributes;
  children?: XmlNode[];
}

function renderAttributes(attributes: XmlAttributes): string {
  return attributes
    .filter((pair): pair is readonly [string, string] => pair[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
}

export function renderXmlNode(node: XmlNode, depth = 0): string {
  const indent = '  '.repeat(depth);
  const open = `${indent}<${node.name}${renderAttributes(node.attributes)}`;
  if (!node.children || node.children.length === 0) return `${open}/>`;
  const inner = node.children.map((child) => renderXmlNode(child, depth + 1)).join('\n');
  return `${open}>\n${inner}\n${indent}</${node.name}>`;
}

export function renderXmlDocument(root: XmlNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${renderXmlNode(root)}\n`;
}
