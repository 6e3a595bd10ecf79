import { Comprobante40 } from '@nodecfdi/cfdi-expresiones';
import { parseXml } from '../../fiscal/cfdi/xml-read';

/**
 * The QR's content: SAT's verification URL for a stamped CFDI 4.0 (Anexo 20, "expresión
 * impresa"), built by @nodecfdi/cfdi-expresiones: UUID, both RFCs, the total as 18.6 digits
 * trimmed, and the sello's last 8 characters.
 */
export function satVerificationUrl(stampedXml: string): string {
  return new Comprobante40().extract(parseXml(stampedXml));
}
