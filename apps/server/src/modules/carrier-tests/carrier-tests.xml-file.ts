import { fieldError } from '../../http/app-error';
import { strictXml } from '../../integrations/carriers/xml-kit';

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
    strictXml(text);
  } catch {
    throw fieldError(XML_FIELD, 'v.test_xml_required');
  }
  return text;
}
