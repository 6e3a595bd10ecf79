import { needsAcceptance } from './finkok.mock-cancel';
import { ESTATUS_CANCELACION, type FinkokMockState } from './finkok.mock-state';
import { FINKOK_NS, soapEnvelope, textElement } from './finkok.soap';

/** SAT's ConsultaCFDI answer, as Finkok's get_sat_status relays it in `sat`. */
export interface MockSatStatus {
  CodigoEstatus: string;
  Estado: string;
  EsCancelable: string;
  EstatusCancelacion: string;
}

export interface MockSatStatusInput {
  uuid: string;
  taxpayerId: string;
  rtaxpayerId: string;
  total: string;
}

const HOUR = 3_600_000;
/** SAT accepts a request the receptor has not answered within 72 hours ("Plazo vencido"). */
export const RECEPTOR_ANSWER_MS = 72 * HOUR;

const NOT_FOUND: MockSatStatus = {
  CodigoEstatus: 'N - 602: Comprobante no encontrado.',
  Estado: 'No Encontrado',
  EsCancelable: '',
  EstatusCancelacion: '',
};

const sameTotal = (a: string, b: string) => a.trim() !== '' && Number(a) === Number(b);

/**
 * SAT finds a CFDI only by its UUID with both RFCs and the Total (the expresión impresa): any of
 * them wrong is "N - 602". An "En proceso" request older than 72 hours becomes "Plazo vencido",
 * judged by the mock's clock, and the CFDI is then cancelled.
 */
export function satStatusWithMock(
  state: FinkokMockState,
  input: MockSatStatusInput,
  now: Date,
): MockSatStatus {
  const stamp = state.stampByUuid(input.uuid);
  if (
    !stamp ||
    stamp.emisorRfc !== input.taxpayerId.toUpperCase() ||
    stamp.receptorRfc !== input.rtaxpayerId.toUpperCase() ||
    !sameTotal(stamp.total, input.total)
  ) {
    return NOT_FOUND;
  }
  const cancellation = stamp.cancellation;
  if (
    cancellation?.estatusCancelacion === ESTATUS_CANCELACION.inProcess &&
    now.getTime() - cancellation.requestedAt.getTime() > RECEPTOR_ANSWER_MS
  ) {
    cancellation.estatusCancelacion = ESTATUS_CANCELACION.expired;
  }
  const estatus = cancellation?.estatusCancelacion ?? '';
  const cancelled =
    estatus === ESTATUS_CANCELACION.withoutAcceptance ||
    estatus === ESTATUS_CANCELACION.accepted ||
    estatus === ESTATUS_CANCELACION.expired;
  const withAcceptance =
    estatus === ESTATUS_CANCELACION.inProcess ||
    needsAcceptance(stamp.total, stamp.receptorRfc, stamp.stampedAt, now);
  return {
    CodigoEstatus: 'S - Comprobante obtenido satisfactoriamente.',
    Estado: cancelled ? 'Cancelado' : 'Vigente',
    EsCancelable: withAcceptance ? 'Cancelable con aceptación' : 'Cancelable sin aceptación',
    EstatusCancelacion: estatus,
  };
}

/** get_sat_statusResponse: the `sat` fields, or only `error` when Finkok refuses the call. */
export function satStatusReply(outcome: MockSatStatus | { error: string }): string {
  const inner =
    'error' in outcome
      ? textElement('s0:error', outcome.error)
      : '<s0:sat>' +
        (['CodigoEstatus', 'Estado', 'EsCancelable', 'EstatusCancelacion'] as const)
          .map((name) => textElement(`s0:${name}`, outcome[name]))
          .join('') +
        '</s0:sat>';
  const body = `<tns:get_sat_statusResponse><tns:get_sat_statusResult>${inner}</tns:get_sat_statusResult></tns:get_sat_statusResponse>`;
  return soapEnvelope(body, { tns: FINKOK_NS.cancel, s0: FINKOK_NS.apps });
}
