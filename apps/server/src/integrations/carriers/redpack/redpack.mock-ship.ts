import type { Element } from '@xmldom/xmldom';
import { drawMockLabelPdf, drawMockLabelZpl, type MockLabelSpec } from '../mock-label-kit';
import { children } from './redpack.soap';
import { REDPACK_FLAG, serviceById } from './redpack.types';
import type { RedpackMockPlace } from './redpack.mock-state';
import { assertCovered, billableKg, postalCodeOf, quotesFor, zoneOf } from './redpack.mock-rate';
import {
  ax,
  field,
  mexicoDateTime,
  mexicoDay,
  MockRefusal,
  resultado,
  type MockCall,
  type MockContext,
} from './redpack.mock-soap';

/**
 * documentacion: validates the guía like RedpackWS (parties, coverage, packages, service),
 * takes the caller's numeroDeGuia or the next of the account's range, remembers it and answers
 * one label per package in paquetes/formatoEtiqueta (base64), drawn by the shared mock-label
 * kit: flag 5 → PDF letter; 0, 3, 4 → PDF 4×6; 2 → ZPL; 1 → no label.
 */

const RED = '#E2001A';
const NOTICE = 'MOCK REDPACK LABEL - NOT VALID FOR SHIPPING / ETIQUETA DE PRUEBA';
const REQUIRED_PARTY_FIELDS: readonly [string, string][] = [
  ['contacto', 'NOMBRE'],
  ['calle', 'CALLE'],
  ['ciudad', 'CIUDAD'],
];

function partyOf(guia: Element, who: 'remitente' | 'consignatario') {
  const vo = children(guia, who)[0];
  const label = who === 'remitente' ? 'REMITENTE' : 'DESTINATARIO';
  if (!vo) throw new MockRefusal(20, `FALTAN LOS DATOS DEL ${label}`);
  for (const [key, words] of REQUIRED_PARTY_FIELDS) {
    if (!field(vo, key) && !(key === 'contacto' && field(vo, 'nombre_Compania'))) {
      throw new MockRefusal(20, `FALTA ${words} DEL ${label}`);
    }
  }
  const postalCode = postalCodeOf(vo);
  assertCovered(postalCode, label);
  const place: RedpackMockPlace = {
    city: field(vo, 'ciudad').toUpperCase(),
    state: field(vo, 'estado').toUpperCase(),
    postalCode,
  };
  const name = field(vo, 'contacto') || field(vo, 'nombre_Compania');
  const lines = [
    name,
    field(vo, 'nombre_Compania') !== name ? field(vo, 'nombre_Compania') : '',
    [field(vo, 'calle'), field(vo, 'numeroExterior'), field(vo, 'numeroInterior')]
      .filter(Boolean)
      .join(' '),
    field(vo, 'colonia_Asentamiento'),
    `${place.city} ${place.state} ${postalCode}`,
    field(vo, 'telefonos', 'telefono') ? `TEL ${field(vo, 'telefonos', 'telefono')}` : '',
  ].filter(Boolean);
  return { place, name, lines };
}

async function labelOf(flag: number, spec: MockLabelSpec): Promise<string | null> {
  if (flag === REDPACK_FLAG.none) return null;
  if (flag === REDPACK_FLAG.zpl) return Buffer.from(drawMockLabelZpl([spec])).toString('base64');
  const paper = flag === REDPACK_FLAG.pdfLetter ? 'letter' : 'thermal';
  return (await drawMockLabelPdf([spec], paper)).toString('base64');
}

export async function documentacion(call: MockCall, ctx: MockContext) {
  const out = [];
  for (const guia of call.guias) {
    const flag = Number(field(guia, 'flag') || REDPACK_FLAG.pdfThermal);
    if (!Number.isInteger(flag) || flag < 0 || flag > 5)
      throw new MockRefusal(21, `FLAG NO VÁLIDO: ${flag}`);
    const serviceId = Number(field(guia, 'tipoServicio', 'id'));
    const service = serviceById(serviceId);
    if (!service) throw new MockRefusal(13, `TIPO DE SERVICIO NO VÁLIDO: ${serviceId || 'VACÍO'}`);
    const from = partyOf(guia, 'remitente');
    const to = partyOf(guia, 'consignatario');
    const kg = billableKg(guia);
    if (!quotesFor(zoneOf(from.place.postalCode, to.place.postalCode), kg, serviceId).length) {
      throw new MockRefusal(13, `EL SERVICIO ${service.code} NO ESTÁ DISPONIBLE PARA ESTE DESTINO`);
    }
    const asked = field(guia, 'numeroDeGuia');
    if (asked && ctx.state.guias.has(asked))
      throw new MockRefusal(58, 'LA GUÍA YA ESTÁ DOCUMENTADA');
    const number = asked || ctx.state.nextGuia();
    const reference = field(guia, 'referencia') || null;
    const paquetes = children(guia, 'paquetes');
    const at = ctx.now();
    ctx.state.addGuia({
      guia: number,
      userId: call.userId,
      serviceId,
      serviceName: service.name,
      createdAt: at,
      origin: from.place,
      destination: to.place,
      recipientName: to.name,
      reference,
      packages: paquetes.length,
    });
    const labels = await Promise.all(
      paquetes.map((p, i) =>
        labelOf(flag, {
          brand: 'Redpack',
          color: RED,
          header: [
            service.name.toUpperCase(),
            mexicoDay(at),
            `${field(p, 'peso')} KG`,
            `PAQUETE ${i + 1}/${paquetes.length}`,
          ],
          from: from.lines,
          to: to.lines,
          toPostalCode: to.place.postalCode,
          barcode: number,
          caption: `GUÍA ${number}`,
          reference,
          notice: NOTICE,
        }),
      ),
    );
    out.push([
      resultado(1, 'GENERACIÓN CORRECTA'),
      ax('fechaDocumentacion', mexicoDateTime(at)),
      ax('flag', flag),
      ax('numeroDeGuia', number),
      ...paquetes.map((p, i) =>
        ax('paquetes', [
          ax('consecutivo', i + 1),
          ax('formatoEtiqueta', labels[i]),
          ax('peso', field(p, 'peso')),
        ]),
      ),
      ax('referencia', reference),
      ax('tipoServicio', [ax('descripcion', service.code), ax('id', serviceId)]),
    ]);
  }
  return out;
}
