import { LABEL_FORMATS, type LabelFormatName, type Shipment } from '@despacho/shared';

/** The account preference (pdf | thermal | zpl) names the label format it downloads by default. */
const FROM_PREFERENCE: Record<string, LabelFormatName> = {
  pdf: 'letter',
  thermal: 'thermal',
  zpl: 'zpl',
};

/**
 * The formats the server says this label comes in (a carrier's own label: only the one it was
 * bought in), the one it was made in first, else the owner's preference first.
 */
export function labelFormatsFor(
  shipment: Pick<Shipment, 'label_format'> & { label_formats?: LabelFormatName[] },
  preference: string | undefined,
): LabelFormatName[] {
  const available = shipment.label_formats?.length ? shipment.label_formats : LABEL_FORMATS;
  const first = shipment.label_format ?? FROM_PREFERENCE[preference ?? ''] ?? 'letter';
  return available.includes(first)
    ? [first, ...available.filter((f) => f !== first)]
    : [...available];
}
