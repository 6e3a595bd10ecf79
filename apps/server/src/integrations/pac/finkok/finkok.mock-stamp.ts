import { randomUUID } from 'node:crypto';
import type { Element } from '@xmldom/xmldom';
import { cadenaOriginalTfd11 } from '../../../modules/fiscal/cfdi/cadena-original';
import { NS } from '../../../modules/fiscal/cfdi/cadena-rules';
import { signCadena, verifySello } from '../../../modules/fiscal/cfdi/cfdi-seal';
import { validateCfdiXsd } from '../../../modules/fiscal/cfdi/cfdi-validate';
import {
  childElements,
  findElement,
  isElement,
  parseXml,
} from '../../../modules/fiscal/cfdi/xml-read';
import { escapeAttribute } from '../../../modules/fiscal/cfdi/xml-write';
import { readCertificate, rfcOf } from '../../../modules/fiscal/csd/certificate-facts';
import { isFiel, isSatIssued } from '../../../modules/fiscal/csd/certificate-kind';
import { MOCK_PAC_RFC, mockPacNoCertificado, mockPacPrivateKey } from './finkok.mock-credentials';
import {
  mexicoLocalTime,
  wallClockMs,
  type FinkokMockState,
  type MockStampRecord,
} from './finkok.mock-state';

export type MockStampOutcome =
  | { ok: true; record: MockStampRecord; previous: boolean }
  | { ok: false; code: string; message: string; extra?: string };

const refuse = (code: string, message: string, extra?: string): MockStampOutcome => ({
  ok: false,
  code,
  message,
  extra,
});

const HOUR = 3_600_000;
/** Finkok's 401: the CFDI's Fecha more than 72 h before the stamp. */
const MAX_AGE_MS = 72 * HOUR;
/** Fecha is the wall clock of LugarExpedicion; Quintana Roo runs an hour ahead of Mexico City. */
const MAX_AHEAD_MS = 2 * HOUR;
const TFD_SCHEMA =
  'http://www.sat.gob.mx/TimbreFiscalDigital http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd';

function readComprobante(xml: string): Element | undefined {
  try {
    const root = parseXml(xml).documentElement;
    return root && isElement(root, NS.cfdi, 'Comprobante') ? root : undefined;
  } catch {
    return undefined;
  }
}

/** `stamped`: the stamp this sealed CFDI already has, without stamping anything. */
export function previousStampOf(
  state: FinkokMockState,
  xmlBase64: string,
): MockStampRecord | undefined {
  const root = readComprobante(Buffer.from(xmlBase64.trim(), 'base64').toString('utf8'));
  const sello = root?.getAttribute('Sello') ?? '';
  return sello ? state.previousStamp(sello) : undefined;
}

/** Finkok's checks in its order of codes, then the TFD signed with the mock's own key. */
export async function stampWithMock(
  state: FinkokMockState,
  xmlBase64: string,
  now: Date,
): Promise<MockStampOutcome> {
  const xml = Buffer.from(xmlBase64.trim(), 'base64').toString('utf8');
  const root = readComprobante(xml);
  if (!root) return refuse('301', 'XML mal formado');
  const sello = root.getAttribute('Sello') ?? '';
  const previous = sello ? state.previousStamp(sello) : undefined;
  if (previous) return { ok: true, record: previous, previous: true };
  if (findElement(root.ownerDocument!, NS.tfd, 'TimbreFiscalDigital')) {
    return refuse('707', 'XML ya contiene un nodo TimbreFiscalDigital');
  }
  const xsd = await validateCfdiXsd(xml);
  if (!xsd.valid) return refuse('301', 'XML mal formado', xsd.errors[0]);
  let selloOk = false;
  try {
    selloOk = verifySello(xml);
  } catch {
    selloOk = false;
  }
  if (!selloOk) return refuse('302', 'Sello mal formado o inválido');

  const facts = readCertificate(Buffer.from(root.getAttribute('Certificado') ?? '', 'base64'));
  const emisor = childElements(root).find((el) => isElement(el, NS.cfdi, 'Emisor'));
  const receptor = childElements(root).find((el) => isElement(el, NS.cfdi, 'Receptor'));
  const emisorRfc = emisor?.getAttribute('Rfc')?.toUpperCase() ?? '';
  if (!facts || rfcOf(facts) !== emisorRfc) return refuse('303', 'Sello no corresponde a emisor');
  if (isFiel(facts)) return refuse('306', 'El certificado no es de tipo CSD');
  if (!isSatIssued(facts)) return refuse('308', 'Certificado no expedido por el SAT');
  const fecha = root.getAttribute('Fecha') ?? '';
  // Fecha has no offset; Mexico City's UTC-6 places it close enough for the CSD's validity.
  const fechaInstant = Date.parse(`${fecha}-06:00`);
  if (fechaInstant < facts.validFrom.getTime() || fechaInstant > facts.validTo.getTime()) {
    return refuse('305', 'La fecha de emisión no está dentro de la vigencia del CSD del emisor');
  }
  const fechaTimbrado = mexicoLocalTime(now);
  const age = wallClockMs(fechaTimbrado) - wallClockMs(fecha);
  if (age > MAX_AGE_MS || age < -MAX_AHEAD_MS) {
    return refuse('401', 'Fecha y hora de generación fuera de rango');
  }

  const record = sign(xml, root, { sello, fechaTimbrado, now, emisorRfc });
  record.receptorRfc = receptor?.getAttribute('Rfc')?.toUpperCase() ?? '';
  state.remember(record);
  return { ok: true, record, previous: false };
}

function sign(
  xml: string,
  root: Element,
  at: { sello: string; fechaTimbrado: string; now: Date; emisorRfc: string },
): MockStampRecord {
  const uuid = randomUUID().toUpperCase();
  const noCertificadoSat = mockPacNoCertificado();
  const attributes: Array<[string, string]> = [
    ['Version', '1.1'],
    ['UUID', uuid],
    ['FechaTimbrado', at.fechaTimbrado],
    ['RfcProvCertif', MOCK_PAC_RFC],
    ['SelloCFD', at.sello],
    ['NoCertificadoSAT', noCertificadoSat],
  ];
  const render = (attrs: Array<[string, string]>, extraNs = '') =>
    `<tfd:TimbreFiscalDigital xmlns:tfd="${NS.tfd}"${extraNs}${attrs
      .map(([n, v]) => ` ${n}="${escapeAttribute(v)}"`)
      .join('')}/>`;
  const selloSat = signCadena(cadenaOriginalTfd11(render(attributes)), mockPacPrivateKey());
  const xsiNs = root.getAttribute('xmlns:xsi')
    ? ''
    : ' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';
  const tfd = render(
    [['xsi:schemaLocation', TFD_SCHEMA], ...attributes, ['SelloSAT', selloSat]],
    xsiNs,
  );
  return {
    uuid,
    fechaTimbrado: at.fechaTimbrado,
    stampedAt: at.now,
    xml: withComplement(xml, root.prefix ?? '', tfd),
    selloCfd: at.sello,
    selloSat,
    noCertificadoSat,
    emisorRfc: at.emisorRfc,
    receptorRfc: '',
    total: root.getAttribute('Total') ?? '',
  };
}

/**
 * Adds the TFD as text, leaving every signed byte as it came: inside an existing Complemento, or
 * in a new one where Anexo 20 puts it (after Impuestos, before Addenda).
 */
export function withComplement(xml: string, prefix: string, tfd: string): string {
  const q = (name: string) => (prefix ? `${prefix}:${name}` : name);
  const close = `</${q('Complemento')}>`;
  const at = xml.lastIndexOf(close);
  if (at >= 0) return `${xml.slice(0, at)}  ${tfd}\n  ${xml.slice(at)}`;
  const empty = new RegExp(`<${q('Complemento')}\\s*/>`);
  if (empty.test(xml)) return xml.replace(empty, `<${q('Complemento')}>${tfd}${close}`);
  const block = `<${q('Complemento')}>\n    ${tfd}\n  ${close}\n`;
  const addenda = xml.indexOf(`<${q('Addenda')}`);
  const before = addenda >= 0 ? addenda : xml.lastIndexOf(`</${q('Comprobante')}>`);
  return `${xml.slice(0, before)}  ${block}${xml.slice(before)}`;
}
