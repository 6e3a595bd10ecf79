import { DOMParser } from '@xmldom/xmldom';
import { fieldError } from '../../http/app-error';

/** The form field the upload's errors show on (the web form's `file`). */
export const XML_FIELD = 'file';

/**
 * The uploaded request as text, checked by its content (not its name): UTF-8, well-formed XML
 * with a root element, and no DOCTYPE (no entity tricks reach the carrier or the parser).
 */
export function readTestXml(bytes: Buffer): string {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (!text.trim() || text.includes('\uFFFD')) throw fieldError(XML_FIELD, 'v.test_xml_required');
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw fieldError(XML_FIELD, 'v.test_xml_doctype');
  try {
    const doc = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(text, 'text/xml');
    if (!doc.documentElement) throw new Error('no root element');
  } catch {
    throw fieldError(XML_FIELD, 'v.test_xml_required');
  }
  return text;
}
