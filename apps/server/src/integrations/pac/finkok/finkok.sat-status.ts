import type { Element } from '@xmldom/xmldom';
import { PacError, type PacCancelResult, type PacCancelStatusRequest } from '../pac-port';
import type { FinkokCredentials } from './finkok.mapper';
import { FINKOK_NS, child, childText, soapEnvelope, textElement } from './finkok.soap';

/*
 * Pure: Finkok's get_sat_status (cancel service), which relays SAT's ConsultaCFDI. Request:
 * username, password, taxpayer_id (issuer RFC), rtaxpayer_id (receptor RFC), uuid, total. Reply:
 * get_sat_statusResult{sat{CodigoEstatus, Estado, EsCancelable, EstatusCancelacion}, error}
 * (phpcfdi/finkok GetSatStatusService/Result and its recorded reply; estratos/finkok-bundle's
 * SatStatusResultHydrator reads the sibling `error`).
 */

export function satStatusEnvelope(req: PacCancelStatusRequest, creds: FinkokCredentials): string {
  const body =
    '<can:get_sat_status>' +
    textElement('can:username', creds.username) +
    textElement('can:password', creds.password) +
    textElement('can:taxpayer_id', req.rfcEmisor.toUpperCase()) +
    textElement('can:rtaxpayer_id', req.rfcReceptor.toUpperCase()) +
    textElement('can:uuid', req.uuid.toUpperCase()) +
    textElement('can:total', req.total) +
    '</can:get_sat_status>';
  return soapEnvelope(body, { can: FINKOK_NS.cancel });
}

/** Finkok or SAT could not be reached: ask again on the next run. */
const OUTAGE = /708|no se pudo conectar|tiempo de espera|timeout|intente m[aá]s tarde/i;

function statusError(text: string): PacError {
  const code = /\d{3}/.exec(text)?.[0] ?? 'sat_status';
  return new PacError(text, code, OUTAGE.test(text));
}

/**
 * SAT's words → the port: Estado "Cancelado" is cancelled (with or without acceptance, or
 * "Plazo vencido"); EstatusCancelacion "Solicitud rechazada" is refused (the CFDI stays vigente);
 * "En proceso" is in process. A vigente CFDI without any cancellation status, or one SAT does
 * not find, is an error: SAT has no request to follow.
 */
export function readSatStatusResult(result: Element): PacCancelResult {
  const sat = child(result, 'sat');
  const error = childText(result, 'error')?.trim();
  if (!sat) throw statusError(error || "Finkok's get_sat_status reply has no sat");
  const text = (name: string) => childText(sat, name)?.trim() ?? '';
  const estado = text('Estado');
  const estatusCancelacion = text('EstatusCancelacion');
  const codigo = text('CodigoEstatus');
  if (/^cancelado/i.test(estado)) {
    return { status: 'cancelled', satStatus: estatusCancelacion || estado };
  }
  if (/rechaz/i.test(estatusCancelacion)) {
    return { status: 'refused', satStatus: estatusCancelacion };
  }
  if (/en proceso/i.test(estatusCancelacion)) {
    return { status: 'in_process', satStatus: estatusCancelacion };
  }
  if (/^N\b/.test(codigo) || /no encontrado/i.test(estado)) {
    throw new PacError(codigo || estado, /\d{3}/.exec(codigo)?.[0] ?? 'sat_not_found', false);
  }
  throw new PacError(
    `SAT shows the CFDI ${estado || 'without a state'} and no cancellation request`,
    'cancel_not_requested',
    false,
  );
}
