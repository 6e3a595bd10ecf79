import { zplBox, zplCode128, zplText } from '../../../modules/labels/zpl-writer';
import type { ConnectorParty, ShipRequest } from '../carrier-connector';

/**
 * DrEnvío sends its labels as PDF only. For a merchant printing ZPL the connector draws the
 * label itself, 4×6 in at 203 dpi (812 × 1218 dots), one per parcel, from the ship request's
 * parties and parcels and DrEnvío's tracking number, as a Code 128 (^BC) the carrier's scanners
 * read. Drawn with the product's ZPL writer, so every typed field is escaped (^FH).
 */

export interface DrenvioZplLabelInput {
  request: Pick<ShipRequest, 'reference' | 'origin' | 'destination' | 'parcels' | 'ship_date'>;
  tracking: string;
  /** DrEnvío's carrier and service words ("estafeta", "express"). */
  carrier: string;
  service: string;
}

const WIDTH = 812;
const MARGIN = 30;
const INNER = WIDTH - 2 * MARGIN;

/**
 * The widest bar module (dots) that keeps the Code 128 inside the label: a worst case of 11
 * modules per character (subset B) plus start, check and stop; digits-only numbers are shorter.
 */
export function barModuleDots(data: string): number {
  const modules = (data.length + 3) * 11 + 2;
  return [3, 2].find((dots) => modules * dots <= INNER) ?? 1;
}

function partyLines(party: ConnectorParty): string[] {
  const street = [
    party.street,
    party.number,
    party.interior_number && `Int. ${party.interior_number}`,
  ]
    .filter(Boolean)
    .join(' ');
  return [
    party.company && party.company !== party.name ? party.company : '',
    street,
    party.neighborhood ?? '',
    `${party.city}, ${party.state_code || party.state} ${party.postal_code}`,
    party.phone ? `Tel. ${party.phone}` : '',
    party.reference ? `Ref. ${party.reference}` : '',
  ].filter((line) => line.trim());
}

function labelOf(input: DrenvioZplLabelInput, index: number): string {
  const { request, tracking } = input;
  const parcel = request.parcels[index]!;
  const count = request.parcels.length;
  const text = (x: number, y: number, height: number, value: string, width = INNER) =>
    zplText({ x, y, width, height, text: value });
  const out = ['^XA', '^CI28', `^PW${WIDTH}`, '^LL1218', '^LH0,0'];
  out.push(text(MARGIN, 30, 56, 'Dr. Envío', 380));
  out.push(
    zplText({
      x: 420,
      y: 30,
      width: WIDTH - 420 - MARGIN,
      height: 28,
      align: 'right',
      text: `${input.carrier.toUpperCase()} · ${input.service}`,
    }),
  );
  out.push(
    zplText({
      x: 420,
      y: 64,
      width: WIDTH - 420 - MARGIN,
      height: 24,
      align: 'right',
      text: `${request.ship_date.toISOString().slice(0, 10)} · ${parcel.weight_kg} kg · ${index + 1}/${count}`,
    }),
  );
  out.push(zplBox(MARGIN, 110, INNER, 3, 3));
  out.push(text(MARGIN, 122, 20, 'ORIGEN / FROM'));
  [request.origin.name, ...partyLines(request.origin)]
    .slice(0, 6)
    .forEach((line, i) => out.push(text(MARGIN, 148 + i * 26, 22, line)));
  out.push(zplBox(MARGIN, 310, INNER, 3, 3));
  out.push(text(MARGIN, 322, 24, 'DESTINO / TO'));
  out.push(text(MARGIN, 356, 36, request.destination.name));
  partyLines(request.destination)
    .slice(0, 6)
    .forEach((line, i) => out.push(text(MARGIN, 400 + i * 32, 28, line, 520)));
  out.push(
    zplText({
      x: 560,
      y: 600,
      width: WIDTH - 560 - MARGIN,
      height: 60,
      align: 'right',
      text: request.destination.postal_code,
    }),
  );
  out.push(zplBox(MARGIN, 690, INNER, 6, 6));
  out.push(text(MARGIN, 712, 36, `GUÍA ${tracking}`));
  out.push(zplCode128(MARGIN, 770, barModuleDots(tracking), 220, tracking));
  out.push(
    zplText({ x: MARGIN, y: 1004, width: INNER, height: 28, align: 'center', text: tracking }),
  );
  out.push(text(MARGIN, 1050, 26, `REF: ${request.reference}`));
  if (parcel.contents) out.push(text(MARGIN, 1086, 22, `Contenido: ${parcel.contents}`));
  out.push('^XZ');
  return out.join('\n');
}

/** The ZPL II labels, one ^XA…^XZ per parcel, all with DrEnvío's tracking number. */
export function drawDrenvioZplLabel(input: DrenvioZplLabelInput): string {
  return `${input.request.parcels.map((_, i) => labelOf(input, i)).join('\n')}\n`;
}
