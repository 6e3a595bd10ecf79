import { LABEL_FORMATS, type LabelFormatName, type Shipment } from '@despacho/shared';

/** The account preference (pdf | thermal) names the label format it downloads by default. */
const FROM_PREFERENCE: Record<string, LabelFormatName> = { pdf: 'letter', thermal: 'thermal' };

/** The three formats, the owner's first: the one the label was made in, else the preference. */
export function labelFormatsFor(
  shipment: Pick<Shipment, 'label_format'>,
  preference: string | undefined,
): LabelFormatName[] {
  const first = shipment.label_format ?? FROM_PREFERENCE[preference ?? ''] ?? 'letter';
  return [first, ...LABEL_FORMATS.filter((f) => f !== first)];
}
