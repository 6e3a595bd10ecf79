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
import { paqueteOf } from './redpack.mapper';
import type { RedpackSettings } from './redpack.settings';
import { children, returnsOf, soapEnvelope, textAt, vo, type SoapReply } from './redpack.soap';
import {
  REDPACK_DELIVERY_TO_DOOR,
  REDPACK_FLAG,
  REDPACK_SHIPMENT_DOCUMENT,
  REDPACK_SHIPMENT_PACKAGE,
  serviceByCode,
} from './redpack.types';

/** documentacion: the guía and its label (Guia.flag chooses PDF letter, PDF 4×6 or ZPL). */

export const FLAG_OF: Record<LabelFormat, number> = {
  letter: REDPACK_FLAG.pdfLetter,
  thermal: REDPACK_FLAG.pdfThermal,
  zpl: REDPACK_FLAG.zpl,
};

const cut = (text: string | null | undefined, max: number) =>
  text ? text.trim().slice(0, max) : null;

/** A party as Redpack's Direccion value object. */
export function direccionOf(name: string, party: ConnectorParty) {
  return vo(name, [
    vo('nombre_Compania', cut(party.company || party.name, 60)),
    vo('contacto', cut(party.name, 60)),
    vo('calle', cut(party.street, 60)),
    vo('numeroExterior', cut(party.number, 15)),
    vo('numeroInterior', cut(party.interior_number, 15)),
    vo('colonia_Asentamiento', cut(party.neighborhood, 60)),
    vo('ciudad', cut(party.city, 60)),
    vo('estado', cut(party.state, 60)),
    vo('pais', party.country_code.toUpperCase()),
    vo('codigoPostal', party.postal_code.trim()),
    vo('referenciaUbicacion', cut(party.reference, 60)),
    vo('email', cut(party.email, 80)),
    vo('telefonos', [vo('telefono', party.phone.replace(/\D/g, '').slice(-10))]),
  ]);
}

export function serviceIdOf(code: string): number {
  const service = serviceByCode(code);
  if (!service) throw new CarrierError('rejected', `Redpack has no service ${code}`);
  return service.id;
}

/** The documentacion request; Redpack assigns the guía number from the account's range. */
export function buildDocumentacion(request: ShipRequest, settings: RedpackSettings): string {
  const documents = request.parcels.every((p) => p.parcel_type === 'doc');
  const contents = request.parcels.map((p) => p.contents.trim()).filter(Boolean);
  return soapEnvelope('documentacion', settings.pin, settings.userId, [
    direccionOf('remitente', request.origin),
    direccionOf('consignatario', request.destination),
    vo('referencia', cut(request.reference, 30)),
    vo('observaciones', cut([...new Set(contents)].join(', '), 100)),
    vo('flag', FLAG_OF[request.label_format]),
    ...request.parcels.map((p, i) => paqueteOf(p, i, cut(p.contents, 40) ?? '')),
    vo('tipoEntrega', [vo('id', REDPACK_DELIVERY_TO_DOOR)]),
    vo('tipoEnvio', [vo('id', documents ? REDPACK_SHIPMENT_DOCUMENT : REDPACK_SHIPMENT_PACKAGE)]),
    vo('tipoServicio', [vo('id', serviceIdOf(request.service_code))]),
  ]);
}

/** The guía number and each parcel's decoded label of a documentacion reply. */
export function parseDocumentacion(reply: SoapReply): { guia: string; labels: Buffer[] } {
  const ret = returnsOf(reply)[0];
  const guia = textAt(ret, 'numeroDeGuia');
  if (!ret || !guia) {
    throw new CarrierError('unavailable', 'Redpack answered documentacion without a guía number');
  }
  const labels = children(ret, 'paquetes')
    .map((p) => textAt(p, 'formatoEtiqueta').replace(/\s+/g, ''))
    .filter(Boolean)
    .map((b64) => Buffer.from(b64, 'base64'));
  return { guia, labels };
}

type PageSize = { width: number; height: number };

/** The parcels' PDFs as one document (one page per label). */
async function mergedPdf(labels: Buffer[]): Promise<{ bytes: Buffer; pages: PageSize[] }> {
  const sources = await Promise.all(labels.map((b) => PDFDocument.load(b)));
  const pages = sources.flatMap((s) => s.getPages().map((p) => p.getSize()));
  if (sources.length === 1) return { bytes: labels[0]!, pages };
  const out = await PDFDocument.create();
  for (const source of sources) {
    for (const page of await out.copyPages(source, source.getPageIndices())) out.addPage(page);
  }
  return { bytes: Buffer.from(await out.save()), pages };
}

/** The label in the merchant's format: as Redpack sent it, or fitted when its size differs. */
export async function labelDocumentOf(
  labels: Buffer[],
  format: LabelFormat,
): Promise<LabelDocument> {
  if (!labels.length) throw new CarrierError('unavailable', 'Redpack sent no label');
  if (format === 'zpl') {
    const zpl = labels.map((l) => l.toString('utf8').trim()).join('\n');
    if (!zpl.includes('^XA')) throw new CarrierError('unavailable', 'Redpack sent no ZPL label');
    return { format, content_type: 'text/plain', bytes: Buffer.from(`${zpl}\n`) };
  }
  if (!labels.every((l) => l.subarray(0, 5).toString('latin1') === '%PDF-')) {
    throw new CarrierError('unavailable', 'Redpack sent a label that is not a PDF');
  }
  let merged: { bytes: Buffer; pages: PageSize[] };
  try {
    merged = await mergedPdf(labels);
  } catch {
    throw new CarrierError('unavailable', 'Redpack sent an unreadable PDF label');
  }
  return pdfLabelKeptOrFitted(merged.bytes, format, merged.pages);
}

export async function shipResultOf(reply: SoapReply, format: LabelFormat): Promise<ShipResult> {
  const { guia, labels } = parseDocumentacion(reply);
  return {
    tracking_number: guia,
    tracking_url: null,
    label: await labelDocumentOf(labels, format),
  };
}
