import type { Element } from '@xmldom/xmldom';
import { drawMockLabelPdf } from '../mock-label-kit';
import { childElements } from '../xml-kit';
import { child, el, envelope, text } from './carssa.soap';
import type { CarssaMockState } from './carssa.mock-state';
import { volumetricKg } from '../mock-http-kit';

/** The mock's operations: a deterministic tariff (Cotizar) and a real test label (GenerarGuia). */

export class MockFault extends Error {
  constructor(
    readonly faultCode: 'Client' | 'Server',
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const SERVICES = [
  { code: 'TERRESTRE', name: 'Carssa Terrestre', base: 120, perKg: 14, days: 4 },
  { code: 'EXPRESS', name: 'Carssa Express', base: 210, perKg: 26, days: 1 },
] as const;

const postalCode = (parent: Element | undefined, tag: string, who: string) => {
  const cp = text(child(parent, tag), 'CodigoPostal');
  if (!/^\d{5}$/.test(cp))
    throw new MockFault('Client', 'VAL-010', `${who}: el código postal debe tener 5 dígitos`);
  return cp;
};

function packages(op: Element) {
  const list = childElements(child(op, 'Paquetes') ?? op).filter((p) => p.localName === 'Paquete');
  if (!list.length) throw new MockFault('Client', 'VAL-020', 'Falta al menos un Paquete');
  return list.map((p) => {
    const kg = Number(text(p, 'PesoKg'));
    if (!(kg > 0 && kg <= 70))
      throw new MockFault('Client', 'VAL-021', 'PesoKg debe ser mayor que 0 y hasta 70');
    const dims = ['LargoCm', 'AnchoCm', 'AltoCm'].map((d) => Number(text(p, d)) || 0);
    return { kg: Math.max(kg, volumetricKg(dims[0]!, dims[1]!, dims[2]!)) };
  });
}

export function cotizar(op: Element): string {
  postalCode(op, 'Origen', 'Origen');
  postalCode(op, 'Destino', 'Destino');
  const kg = Math.ceil(packages(op).reduce((sum, p) => sum + p.kg, 0));
  const services = SERVICES.map((s) =>
    el(
      'Servicio',
      el('Clave', s.code) +
        el('Nombre', s.name) +
        el('Tarifa', (s.base + s.perKg * kg).toFixed(2)) +
        el('Moneda', 'MXN') +
        el('DiasEntrega', s.days),
      true,
    ),
  ).join('');
  return envelope('', el('CotizarResponse', services, true));
}

const partyLines = (party: Element | undefined) =>
  ['Nombre', 'Calle', 'Colonia']
    .map((k) => text(party, k))
    .filter(Boolean)
    .concat(
      `${text(party, 'Ciudad')} ${text(party, 'Estado')} ${text(party, 'CodigoPostal')}`.trim(),
    );

export async function generarGuia(op: Element, state: CarssaMockState): Promise<string> {
  const service = SERVICES.find((s) => s.code === text(op, 'Servicio').toUpperCase());
  if (!service)
    throw new MockFault('Client', 'VAL-001', 'Servicio desconocido (TERRESTRE o EXPRESS)');
  postalCode(op, 'Remitente', 'Remitente');
  const to = postalCode(op, 'Destinatario', 'Destinatario');
  if (!text(child(op, 'Destinatario'), 'Nombre'))
    throw new MockFault('Client', 'VAL-011', 'Destinatario: falta el Nombre');
  const parcels = packages(op);
  const format = text(op, 'FormatoEtiqueta').toUpperCase() || 'PDF_4X6';
  if (format !== 'PDF_4X6' && format !== 'PDF_CARTA')
    throw new MockFault('Client', 'VAL-030', 'FormatoEtiqueta debe ser PDF_4X6 o PDF_CARTA');
  const guide = state.issueGuide();
  const pdf = await drawMockLabelPdf(
    [
      {
        brand: 'CARSSA',
        color: '#c62828',
        header: [
          service.name,
          new Date().toISOString().slice(0, 10),
          `${parcels[0]!.kg} kg`,
          '1/1',
        ],
        from: partyLines(child(op, 'Remitente')),
        to: partyLines(child(op, 'Destinatario')),
        toPostalCode: to,
        barcode: guide,
        caption: `GUIA ${guide}`,
        reference: text(op, 'Referencia') || null,
        notice: 'ETIQUETA DE PRUEBA - MOCK DE CARSSA (CONTRATO PROPIO)',
      },
    ],
    format === 'PDF_CARTA' ? 'letter' : 'thermal',
  );
  return envelope(
    '',
    el(
      'GenerarGuiaResponse',
      el('NumeroGuia', guide) + el('Etiqueta', pdf.toString('base64')),
      true,
    ),
  );
}
