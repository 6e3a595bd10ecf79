import { localDateKey, toDecimalString } from '@despacho/domain';
import { DEFAULT_COUNTRY_CODE } from '@despacho/shared';
import {
  CarrierError,
  type CancelRequest,
  type ConnectorParty,
  type LabelDocument,
  type LabelFormat,
  type ShipRequest,
  type ShipResult,
} from '../carrier-connector';
import { ceilTo, fedexStateCode, isoCurrencyToFedex } from './fedex-rest.mapper';
import type { FedexSettings } from './fedex-rest.settings';
import type {
  FedexCancelReply,
  FedexCancelRequest,
  FedexImageType,
  FedexLabelStockType,
  FedexPackageDocument,
  FedexParty,
  FedexShipPackageLineItem,
  FedexShipReply,
  FedexShipRequest,
  FedexTransactionShipment,
} from './fedex-rest.ship-types';
import type { FedexAlert } from './fedex-rest.types';

/**
 * Pure translation between the product's ship and cancel requests and FedEx's Ship API,
 * tested against recorded payloads in ./fixtures.
 */

/** FedEx's longest street line, city and company name. */
const LINE = 35;

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Words into lines of at most `width` characters (a longer word is cut). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word.slice(0, width);
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * "Street number Int. interior" on the first line, the neighbourhood (colonia) on the next; a
 * street too long for one line continues on a second. FedEx takes at most three lines.
 */
export function streetLinesOf(party: ConnectorParty): string[] {
  const interior = clean(party.interior_number);
  const street = clean(`${party.street} ${party.number}${interior ? ` Int. ${interior}` : ''}`);
  const lines = wrap(street, LINE).slice(0, 2);
  const neighborhood = clean(party.neighborhood);
  if (neighborhood) lines.push(neighborhood.slice(0, LINE));
  return lines.slice(0, 3);
}

/** A person at an address as FedEx's contact + address (shipper, recipient, pickup location). */
export function fedexPartyOf(party: ConnectorParty): FedexParty {
  const country = party.country_code.trim().toUpperCase();
  const name = clean(party.name);
  const company = clean(party.company);
  const email = clean(party.email);
  const state = fedexStateCode(country, party.state_code);
  return {
    contact: {
      ...(name ? { personName: name.slice(0, 70) } : {}),
      ...(company ? { companyName: company.slice(0, LINE) } : {}),
      phoneNumber: party.phone.replace(/\D/g, '').slice(0, 15),
      ...(email ? { emailAddress: email.slice(0, 80) } : {}),
    },
    address: {
      streetLines: streetLinesOf(party),
      city: clean(party.city).slice(0, LINE),
      ...(state ? { stateOrProvinceCode: state } : {}),
      postalCode: party.postal_code.trim().toUpperCase(),
      countryCode: country,
    },
  };
}

const LABEL_SPECIFICATIONS: Readonly<
  Record<LabelFormat, { imageType: FedexImageType; labelStockType: FedexLabelStockType }>
> = {
  letter: { imageType: 'PDF', labelStockType: 'PAPER_LETTER' },
  thermal: { imageType: 'PDF', labelStockType: 'STOCK_4X6' },
  zpl: { imageType: 'ZPLII', labelStockType: 'STOCK_4X6' },
};

export interface BuildShipRequestOptions {
  /** Time zone of the ship date's calendar day (the shipper's); defaults to Mexico's. */
  timeZone?: string;
}

/** The canonical request as a POST /ship/v1/shipments body that asks for the label itself. */
export function buildFedexShipRequest(
  request: ShipRequest,
  settings: Pick<FedexSettings, 'accountNumber' | 'pickupType'>,
  options: BuildShipRequestOptions = {},
): FedexShipRequest {
  if (!request.parcels.length) {
    throw new CarrierError('rejected', 'A shipment needs at least one parcel');
  }
  const envelope = request.parcels.every((parcel) => parcel.parcel_type === 'doc');
  const reference = clean(request.reference).slice(0, 40);
  const items = request.parcels.map((parcel, i): FedexShipPackageLineItem => {
    const contents = clean(parcel.contents);
    return {
      sequenceNumber: i + 1,
      groupPackageCount: 1,
      weight: { units: 'KG', value: ceilTo(parcel.weight_kg, 2) },
      // A FedEx Envelope has FedEx's own size.
      ...(envelope
        ? {}
        : {
            dimensions: {
              length: ceilTo(parcel.length_cm, 0),
              width: ceilTo(parcel.width_cm, 0),
              height: ceilTo(parcel.height_cm, 0),
              units: 'CM' as const,
            },
          }),
      // The value FedEx insures (and charges for), as in the rate request.
      ...((parcel.insured_value_cents ?? 0) > 0
        ? {
            declaredValue: {
              amount: Number(toDecimalString(parcel.insured_value_cents!)),
              currency: isoCurrencyToFedex('MXN'),
            },
          }
        : {}),
      ...(contents ? { itemDescription: contents.slice(0, 50) } : {}),
      ...(reference
        ? {
            customerReferences: [{ customerReferenceType: 'CUSTOMER_REFERENCE', value: reference }],
          }
        : {}),
    };
  });
  return {
    accountNumber: { value: settings.accountNumber },
    labelResponseOptions: 'LABEL',
    shipAction: 'CONFIRM',
    requestedShipment: {
      shipper: fedexPartyOf(request.origin),
      recipients: [fedexPartyOf(request.destination)],
      shipDatestamp: localDateKey(request.ship_date, options.timeZone),
      serviceType: request.service_code.trim().toUpperCase(),
      packagingType: envelope ? 'FEDEX_ENVELOPE' : 'YOUR_PACKAGING',
      pickupType: settings.pickupType,
      shippingChargesPayment: {
        paymentType: 'SENDER',
        payor: { responsibleParty: { accountNumber: { value: settings.accountNumber } } },
      },
      labelSpecification: { ...LABEL_SPECIFICATIONS[request.label_format] },
      totalPackageCount: items.length,
      requestedPackageLineItems: items,
    },
  };
}

export const fedexTrackingUrl = (trackingNumber: string) =>
  `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(trackingNumber)}`;

const unreadable = (what: string) =>
  new CarrierError('unavailable', `FedEx answered the shipment ${what}`);

const isLabel = (doc: FedexPackageDocument | undefined): doc is FedexPackageDocument =>
  !!doc &&
  typeof doc === 'object' &&
  typeof doc.encodedLabel === 'string' &&
  doc.encodedLabel.length > 0 &&
  (doc.contentType === undefined || doc.contentType === 'LABEL');

/** Every piece's label, in piece order; the shipment documents when no piece carries one. */
function labelDocumentsOf(shipment: FedexTransactionShipment): FedexPackageDocument[] {
  const pieces = Array.isArray(shipment.pieceResponses) ? shipment.pieceResponses : [];
  const fromPieces = pieces.flatMap((piece) =>
    Array.isArray(piece?.packageDocuments) ? piece.packageDocuments.filter(isLabel) : [],
  );
  if (fromPieces.length) return fromPieces;
  const documents = Array.isArray(shipment.shipmentDocuments) ? shipment.shipmentDocuments : [];
  return documents.filter(isLabel);
}

function labelOf(documents: FedexPackageDocument[], requested: LabelFormat): LabelDocument {
  const docType = (documents[0]?.docType ?? (requested === 'zpl' ? 'ZPLII' : 'PDF')).toUpperCase();
  const decode = (doc: FedexPackageDocument) => Buffer.from(doc.encodedLabel ?? '', 'base64');
  if (docType === 'ZPLII') {
    // ZPL labels are text; one printer job can hold every piece's label, one after another.
    const bytes = Buffer.concat(documents.map(decode));
    if (!bytes.toString('latin1').includes('^XA')) throw unreadable('with an unreadable label');
    return { format: 'zpl', content_type: 'text/plain', bytes };
  }
  if (docType !== 'PDF') throw unreadable(`with a ${docType} label instead of PDF or ZPL`);
  // PDFs cannot be joined by concatenation: a multi-piece shipment keeps the first piece's.
  const bytes = decode(documents[0]!);
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw unreadable('with an unreadable label');
  }
  return {
    format: requested === 'zpl' ? 'thermal' : requested,
    content_type: 'application/pdf',
    bytes,
  };
}

/**
 * A 200 reply as the tracking number, FedEx's tracking page and the label bytes. A reply with
 * no shipment, no tracking number or no label is "unavailable": nothing usable was bought.
 */
export function parseFedexShipReply(body: unknown, requested: LabelFormat): ShipResult {
  const shipments = (body as FedexShipReply | null)?.output?.transactionShipments;
  const shipment = Array.isArray(shipments) ? shipments[0] : undefined;
  if (!shipment || typeof shipment !== 'object') throw unreadable('without a shipment');
  const pieces = Array.isArray(shipment.pieceResponses) ? shipment.pieceResponses : [];
  const candidates = [
    shipment.masterTrackingNumber,
    pieces[0]?.trackingNumber,
    shipment.completedShipmentDetail?.masterTrackingId?.trackingNumber,
  ];
  const trackingNumber = candidates.find((n): n is string => typeof n === 'string' && !!n.trim());
  if (!trackingNumber) throw unreadable('without a tracking number');
  const documents = labelDocumentsOf(shipment);
  if (!documents.length) throw unreadable('without a label');
  return {
    tracking_number: trackingNumber.trim(),
    tracking_url: fedexTrackingUrl(trackingNumber.trim()),
    label: labelOf(documents, requested),
  };
}

/** PUT /ship/v1/shipments/cancel for every package of the shipment. */
export function buildFedexCancelRequest(
  request: CancelRequest,
  settings: Pick<FedexSettings, 'accountNumber'>,
): FedexCancelRequest {
  return {
    accountNumber: { value: settings.accountNumber },
    trackingNumber: request.tracking_number.trim(),
    deletionControl: 'DELETE_ALL_PACKAGES',
    // The port's cancel request carries no address: Despacho's shippers are in Mexico.
    senderCountryCode: DEFAULT_COUNTRY_CODE,
  };
}

const alertsOf = (alerts: unknown): FedexAlert[] =>
  Array.isArray(alerts)
    ? alerts.filter(
        (a): a is FedexAlert => !!a && typeof a === 'object' && typeof a.message === 'string',
      )
    : [];

/** Resolves when FedEx says it cancelled; a reply saying otherwise is "rejected" in its words. */
export function parseFedexCancelReply(body: unknown): void {
  const output = (body as FedexCancelReply | null)?.output;
  if (!output || typeof output !== 'object') {
    throw new CarrierError('unavailable', 'FedEx answered the cancellation unreadably');
  }
  if (output.cancelledShipment === true) return;
  const alerts = alertsOf(output.alerts);
  const words = alerts.map((a) => a.message.trim()).filter(Boolean);
  const message =
    words.join(' / ') ||
    (typeof output.message === 'string' && output.message.trim()) ||
    'FedEx did not cancel the shipment';
  throw new CarrierError('rejected', message.slice(0, 500), alerts[0]?.code);
}
