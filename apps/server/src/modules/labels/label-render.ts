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

export type LabelFileKind = LabelFormat | 'nota';

/** How a file names its page: the letter sheet, or the 4×6 in label (PDF or ZPL). */
const KIND_SUFFIX: Record<LabelFileKind, string> = {
  letter: 'label-letter.pdf',
  thermal: 'label-4x6.pdf',
  zpl: 'label-4x6.zpl',
  nota: 'nota.pdf',
};

/**
 * "123-GenericCarrier-90000000123-label-4x6.pdf": shipment number, carrier, tracking number and
 * what the file is, so a letter, a 4×6 and a ZPL label of one shipment (and its NOTA) never
 * download under one name.
 */
export function labelFileName(p: {
  shipmentNumber: string;
  providerName: string;
  trackingNumber: string;
  kind: LabelFileKind;
}): string {
  const name = [p.shipmentNumber, p.providerName, p.trackingNumber].map(safe).filter(Boolean);
  return [...(name.length ? name : ['shipment']), KIND_SUFFIX[p.kind]].join('-');
}
