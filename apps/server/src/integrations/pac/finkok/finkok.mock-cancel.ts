import { X509Certificate, createPrivateKey } from 'node:crypto';
import { readCertificate, rfcOf } from '../../../modules/fiscal/csd/certificate-facts';
import { isCfdiUuid } from '../pac-port';
import { escapeXml } from './finkok.soap';
import { ESTATUS_CANCELACION, mexicoLocalTime, type FinkokMockState } from './finkok.mock-state';

export interface MockFolio {
  uuid: string;
  estatusUuid: string;
  estatusCancelacion: string;
}

export type MockCancelOutcome =
  | { ok: true; folios: MockFolio[]; acuse: string; fecha: string; rfcEmisor: string }
  /** No request reached "SAT": CodEstatus says why. */
  | { ok: false; codEstatus: string };

export interface MockCancelInput {
  uuids: Array<{ uuid: string; motivo: string; folioSustitucion: string }>;
  taxpayerId: string;
  cerBase64: string;
  keyBase64: string;
}

const HOUR = 3_600_000;

/**
 * SAT's rule (RMF 2022, 2.7.1.34/35) simplified: the receiver must accept unless the total is at
 * most $1,000 MXN, the receiver is the público en general RFC, or it is within a day of the stamp.
 */
export function needsAcceptance(
  total: string,
  receptorRfc: string,
  stampedAt: Date,
  now: Date,
): boolean {
  if (Number(total) <= 1000) return false;
  if (receptorRfc === 'XAXX010101000' || receptorRfc === 'XEXX010101000') return false;
  return now.getTime() - stampedAt.getTime() > 24 * HOUR;
}

/** The CSD as Finkok wants it: base64 of the certificate PEM and of the unencrypted key PEM. */
function csdProblem(input: MockCancelInput): string | undefined {
  try {
    const cerPem = Buffer.from(input.cerBase64, 'base64').toString('utf8');
    const certificate = new X509Certificate(cerPem);
    const key = createPrivateKey(Buffer.from(input.keyBase64, 'base64').toString('utf8'));
    if (!certificate.checkPrivateKey(key)) return 'la llave no corresponde al certificado';
    const facts = readCertificate(Buffer.from(cerPem));
    if (!facts || rfcOf(facts) !== input.taxpayerId.toUpperCase()) {
      return 'el certificado no es del RFC emisor';
    }
    return undefined;
  } catch {
    return 'certificado o llave ilegibles';
  }
}

function motiveValid(motivo: string, folioSustitucion: string): boolean {
  if (motivo === '01') return isCfdiUuid(folioSustitucion);
  return ['02', '03', '04'].includes(motivo) && folioSustitucion === '';
}

export function cancelWithMock(
  state: FinkokMockState,
  input: MockCancelInput,
  now: Date,
): MockCancelOutcome {
  const problem = csdProblem(input);
  if (problem)
    return { ok: false, codEstatus: `711 Error con el certificado al cancelar: ${problem}` };
  const rfcEmisor = input.taxpayerId.toUpperCase();
  const folios = input.uuids.map(({ uuid, motivo, folioSustitucion }): MockFolio => {
    const stamp = state.stampByUuid(uuid);
    const folio = (estatusUuid: string, estatusCancelacion = '') => ({
      uuid: uuid.toUpperCase(),
      estatusUuid,
      estatusCancelacion,
    });
    if (!stamp) return folio('205');
    if (stamp.emisorRfc !== rfcEmisor) return folio('203');
    // After a rejection SAT takes a new request; any other earlier request is 202.
    const earlier = stamp.cancellation?.estatusCancelacion;
    if (earlier && earlier !== ESTATUS_CANCELACION.rejected) return folio('202', earlier);
    if (!motiveValid(motivo, folioSustitucion.trim())) return folio('207');
    const estatusCancelacion = needsAcceptance(stamp.total, stamp.receptorRfc, stamp.stampedAt, now)
      ? ESTATUS_CANCELACION.inProcess
      : ESTATUS_CANCELACION.withoutAcceptance;
    stamp.cancellation = { motive: motivo, estatusCancelacion, acuse: '', requestedAt: now };
    return folio('201', estatusCancelacion);
  });
  const fecha = mexicoLocalTime(now);
  const acuse =
    `<Acuse xmlns="http://cancelacfd.sat.gob.mx" Fecha="${fecha}" RfcEmisor="${escapeXml(rfcEmisor)}" Mock="true">` +
    folios
      .map(
        (f) =>
          `<Folios><UUID>${escapeXml(f.uuid)}</UUID><EstatusUUID>${f.estatusUuid}</EstatusUUID></Folios>`,
      )
      .join('') +
    '</Acuse>';
  return { ok: true, folios, acuse, fecha, rfcEmisor };
}
