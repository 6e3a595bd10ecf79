import { localDateKey } from '@despacho/domain';
import { PDFDocument } from 'pdf-lib';
import {
  CarrierError,
  type ConnectorParty,
  type LabelDocument,
  type LabelFormat,
  type ShipRequest,
  type ShipResult,
} from '../carrier-connector';
import { pdfLabelKeptOrFitted } from '../label-convert';
import { estafetaCode } from './estafeta.mapper';
import type { EstafetaSettings } from './estafeta.settings';
import type {
  EstafetaParty,
  EstafetaWayBillQuery,
  EstafetaWayBillReply,
  EstafetaWayBillRequest,
} from './estafeta.types';

/**
 * Label output per format: PDF on letter paper, PDF "SC" on a 4×6 template, or the thermal
 * sequence (ZPL). NORMAL_TIPO7_ZEBRAORI is the template seen in public integrations; Estafeta
 * assigns templates per account, and a PDF of another size is fitted with pdfLabelAs.
 */
export const ESTAFETA_OUTPUT: Readonly<Record<LabelFormat, EstafetaWayBillQuery>> = {
  letter: {
    outputType: 'FILE_PDF',
    outputGroup: 'REQUEST',
    responseMode: 'SYNC_INLINE',
    printingTemplate: 'NORMAL_TIPO7_CARTA',
  },
  thermal: {
    outputType: 'FILE_PDF_SC',
    outputGroup: 'REQUEST',
    responseMode: 'SYNC_INLINE',
    printingTemplate: 'NORMAL_TIPO7_ZEBRAORI',
  },
  zpl: {
    outputType: 'FILE_THERMAL_SEQUENCE',
    outputGroup: 'REQUEST',
    responseMode: 'SYNC_INLINE',
    printingTemplate: 'NORMAL_TIPO7_ZEBRAORI',
  },
};

const cut = (value: string | null | undefined, max: number) => (value ?? '').trim().slice(0, max);
const two = (n: number) => Math.round(n * 100) / 100;

/** The calendar day in Mexico City as Estafeta's yyyyMMdd. */
export function effectiveDate(instant: Date, timeZone = 'America/Mexico_City'): string {
  return localDateKey(instant, timeZone).replace(/-/g, '');
}

export function estafetaParty(party: ConnectorParty): EstafetaParty {
  return {
    contact: {
      corporateName: cut(party.company || party.name, 50),
      contactName: cut(party.name, 30),
      cellPhone: cut(party.phone, 20),
      telephone: cut(party.phone, 20),
      email: cut(party.email, 100),
    },
    address: {
      bUsedCode: false,
      roadTypeAbbName: 'CALLE',
      roadName: cut(party.street, 50),
      townshipName: cut(party.city, 50),
      settlementTypeAbbName: 'COL',
      settlementName: cut(party.neighborhood ?? party.city, 50),
      stateAbbName: cut(party.state_code ?? party.state, 50),
      zipCode: cut(party.postal_code, 5),
      countryCode: '484',
      countryName: 'MEX',
      addressReference: cut(party.reference, 50),
      externalNum: cut(party.number, 10),
      indoorInformation: cut(party.interior_number, 10),
    },
  };
}

/**
 * POST /v1/wayBills body: one waybill for the shipment (several parcels travel as one piece of
 * their summed weight and largest dimensions, as they were quoted).
 */
export function buildEstafetaWayBillRequest(
  request: ShipRequest,
  settings: Pick<EstafetaSettings, 'suscriberId' | 'customerNumber' | 'salesOrganization'>,
): EstafetaWayBillRequest {
  const parcels = request.parcels;
  const max = (pick: (p: (typeof parcels)[number]) => number) =>
    two(Math.max(0, ...parcels.map(pick)));
  const insured = parcels.reduce((sum, p) => sum + (p.insured_value_cents ?? 0), 0);
  const contents = cut(parcels.map((p) => p.contents).join(', ') || 'Mercancía', 100);
  const onlyDocs = parcels.every((p) => p.parcel_type === 'doc');
  const ltl = parcels.some((p) => p.parcel_type === 'ltl');
  return {
    identification: {
      suscriberId: settings.suscriberId,
      customerNumber: settings.customerNumber,
    },
    systemInformation: { id: 'DESPACHO', name: 'Despacho', version: '1.0' },
    labelDefinition: {
      wayBillDocument: {
        content: cut(contents, 25),
        referenceNumber: cut(request.reference, 30),
        aditionalInfo: cut(contents, 100),
      },
      itemDescription: {
        parcelId: ltl ? 5 : onlyDocs ? 1 : 4,
        weight: two(parcels.reduce((sum, p) => sum + p.weight_kg, 0)),
        height: max((p) => p.height_cm),
        length: max((p) => p.length_cm),
        width: max((p) => p.width_cm),
      },
      serviceConfiguration: {
        quantityOfLabels: 1,
        serviceTypeId: request.service_code,
        salesOrganization: settings.salesOrganization,
        effectiveDate: effectiveDate(request.ship_date),
        originZipCodeForRouting: cut(request.origin.postal_code, 5),
        isInsurance: insured > 0,
        ...(insured > 0
          ? { insurance: { contentDescription: cut(contents, 100), declaredValue: insured / 100 } }
          : {}),
        isReturnDocument: false,
      },
      location: {
        isDRAAlternative: false,
        origin: estafetaParty(request.origin),
        destination: { isDeliveryToPUDO: false, homeAddress: estafetaParty(request.destination) },
      },
    },
  };
}

async function pdfOfSize(bytes: Buffer, format: 'letter' | 'thermal'): Promise<LabelDocument> {
  let pages: { width: number; height: number }[];
  try {
    pages = (await PDFDocument.load(bytes)).getPages().map((p) => p.getSize());
  } catch {
    throw new CarrierError('unavailable', 'Estafeta answered a label that is not a PDF');
  }
  return pdfLabelKeptOrFitted(bytes, format, pages);
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The waybill and its label; a result without a label is Estafeta's refusal, in its words. */
export async function parseEstafetaWayBillReply(
  reply: unknown,
  format: LabelFormat,
): Promise<ShipResult> {
  if (!isObject(reply) || !isObject(reply.labelPetitionResult)) {
    throw new CarrierError('unavailable', 'Estafeta answered the label request unreadably');
  }
  const { data, labelPetitionResult } = reply as unknown as EstafetaWayBillReply;
  const result = labelPetitionResult.result ?? { code: '', description: '' };
  const wayBill = labelPetitionResult.elements?.[0]?.wayBill;
  if (!data || !wayBill || Number(result.code) !== 0) {
    throw new CarrierError(
      'rejected',
      result.description || 'Estafeta produced no label',
      estafetaCode(result.code),
    );
  }
  const bytes = Buffer.from(data, 'base64');
  const label: LabelDocument =
    format === 'zpl'
      ? { format, content_type: 'text/plain', bytes }
      : await pdfOfSize(bytes, format);
  if (format === 'zpl' && !bytes.toString('utf8').includes('^XA')) {
    throw new CarrierError('unavailable', 'Estafeta answered a thermal label that is not ZPL');
  }
  return { tracking_number: wayBill, tracking_url: null, label };
}
