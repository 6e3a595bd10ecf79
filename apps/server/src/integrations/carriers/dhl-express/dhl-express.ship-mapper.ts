import {
  CarrierError,
  type ConnectorParty,
  type ShipRequest,
  type ShipResult,
} from '../carrier-connector';
import { pdfLabelAs } from '../label-convert';
import { dhlDateTime } from './dhl-express.dates';
import { dhlPackages, pesos } from './dhl-express.rate-mapper';
import type { DhlSettings } from './dhl-express.settings';
import type { DhlParty, DhlShipReply, DhlShipRequest } from './dhl-express.ship-types';
import { dhlTrackingUrl } from './dhl-express.types';

/**
 * DHL's label template asked for every PDF and ZPL label: the 4×6-class thermal label. A letter
 * label is that label placed on a letter sheet by pdfLabelAs (DHL's A4 templates are not letter).
 */
export const DHL_LABEL_TEMPLATE = 'ECOM26_84_001';

const cut = (value: string, max: number) => value.trim().slice(0, max);

/** DHL's address lines hold 45 characters: street and number, then interior and neighbourhood. */
export function dhlParty(party: ConnectorParty): DhlParty {
  const line1 = cut(`${party.street} ${party.number}`, 45);
  const line2 = cut(
    [party.interior_number ? `Int. ${party.interior_number}` : '', party.neighborhood ?? '']
      .filter(Boolean)
      .join(', '),
    45,
  );
  const line3 = cut(party.reference ?? '', 45);
  return {
    postalAddress: {
      postalCode: party.postal_code.trim(),
      cityName: cut(party.city, 45),
      countryCode: party.country_code.toUpperCase(),
      ...(party.state_code ? { provinceCode: party.state_code } : {}),
      addressLine1: line1,
      ...(line2 ? { addressLine2: line2 } : {}),
      ...(line3 ? { addressLine3: line3 } : {}),
      ...(party.neighborhood ? { countyName: cut(party.neighborhood, 45) } : {}),
    },
    contactInformation: {
      ...(party.email ? { email: party.email } : {}),
      phone: `+${party.calling_code}${party.phone.replace(/\D/g, '')}`,
      companyName: cut(party.company || party.name, 100),
      fullName: cut(party.name, 255),
    },
    ...(party.rfc
      ? {
          registrationNumbers: [
            { typeCode: 'RFC', number: party.rfc, issuerCountryCode: party.country_code },
          ],
        }
      : {}),
    typeCode: party.company ? 'business' : 'private',
  };
}

/** POST /shipments for a ShipRequest (no pickup: Despacho books pickups separately). */
export function buildDhlShipRequest(
  request: ShipRequest,
  settings: Pick<DhlSettings, 'accountNumber'>,
  options: { timeZone?: string } = {},
): DhlShipRequest {
  const declared = request.parcels.reduce((sum, p) => sum + p.declared_value_cents, 0);
  const insured = request.parcels.reduce((sum, p) => sum + (p.insured_value_cents ?? 0), 0);
  const international = request.origin.country_code !== request.destination.country_code;
  const description = cut(request.parcels.map((p) => p.contents).find(Boolean) ?? 'Mercancía', 70);
  return {
    plannedShippingDateAndTime: dhlDateTime(request.ship_date, options.timeZone),
    pickup: { isRequested: false },
    productCode: request.service_code,
    accounts: [{ typeCode: 'shipper', number: settings.accountNumber }],
    ...(insured > 0
      ? { valueAddedServices: [{ serviceCode: 'II', value: pesos(insured), currency: 'MXN' }] }
      : {}),
    outputImageProperties: {
      printerDPI: 200,
      encodingFormat: request.label_format === 'zpl' ? 'zpl' : 'pdf',
      imageOptions: [{ typeCode: 'label', templateName: DHL_LABEL_TEMPLATE, isRequested: true }],
    },
    customerDetails: {
      shipperDetails: dhlParty(request.origin),
      receiverDetails: dhlParty(request.destination),
    },
    content: {
      packages: dhlPackages(request.parcels).map((p) => ({
        ...p,
        customerReferences: [{ value: request.reference, typeCode: 'CU' }],
      })),
      isCustomsDeclarable: international,
      ...(international || declared > 0
        ? { declaredValue: pesos(declared), declaredValueCurrency: 'MXN' }
        : {}),
      description,
      ...(international ? { incoterm: 'DAP' } : {}),
      unitOfMeasurement: 'metric',
    },
    customerReferences: [{ value: request.reference, typeCode: 'CU' }],
  };
}

const unreadable = () => new CarrierError('unavailable', 'DHL answered the shipment unreadably');

/**
 * The waybill and its label, in the format asked: ZPL as DHL sent it, a PDF placed on letter or
 * 4×6 stock. A reply without a label is `unavailable` (the waybill exists but cannot be printed).
 */
export async function parseDhlShipReply(
  reply: unknown,
  format: ShipRequest['label_format'],
): Promise<ShipResult> {
  const body = reply as Partial<DhlShipReply> | null;
  const awb = body?.shipmentTrackingNumber;
  if (typeof awb !== 'string' || !/^\d{10}$/.test(awb)) throw unreadable();
  const label = (Array.isArray(body?.documents) ? body.documents : []).find(
    (d) => d?.typeCode === 'label' && typeof d.content === 'string',
  );
  if (!label) throw new CarrierError('unavailable', `DHL sent no label for waybill ${awb}`);
  const bytes = Buffer.from(label.content, 'base64');
  const imageFormat = String(label.imageFormat).toUpperCase();
  if (format === 'zpl') {
    if (imageFormat !== 'ZPL') throw unreadable();
    return {
      tracking_number: awb,
      tracking_url: dhlTrackingUrl(awb),
      label: { format: 'zpl', content_type: 'text/plain', bytes },
    };
  }
  if (imageFormat !== 'PDF' || bytes.subarray(0, 4).toString('latin1') !== '%PDF') {
    throw unreadable();
  }
  return {
    tracking_number: awb,
    tracking_url: dhlTrackingUrl(awb),
    label: await pdfLabelAs(bytes, format),
  };
}
