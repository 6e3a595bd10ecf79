import type { LabelDocument } from '../../integrations/carriers/carrier-connector';
import type { LabelData, LabelFormat } from './label-data';
import { renderLabelPdf } from './label-pdf';
import { renderLabelZpl } from './label-zpl';

/** A label the product draws itself, in the format the user prints on. */
export async function renderLabel(data: LabelData, format: LabelFormat): Promise<LabelDocument> {
  if (format === 'zpl') {
    return { format, content_type: 'text/plain', bytes: Buffer.from(renderLabelZpl(data), 'utf8') };
  }
  return { format, content_type: 'application/pdf', bytes: await renderLabelPdf(data, format) };
}

// Anything else could break a Content-Disposition header or a file system.
const safe = (part: string) => part.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '');

/** "123-GenericCarrier-label.pdf" / ".zpl": shipment number, carrier, kind. */
export function labelFileName(
  shipmentNumber: string,
  providerName: string,
  format: LabelFormat,
): string {
  const extension = format === 'zpl' ? 'zpl' : 'pdf';
  const name = [safe(shipmentNumber), safe(providerName)].filter(Boolean).join('-');
  return `${name || 'shipment'}-label.${extension}`;
}
