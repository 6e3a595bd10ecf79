/** What the invoices module needs from a PAC (proveedor autorizado de certificación). */
export interface PacStamp {
  /** The CFDI with its cfdi:Complemento/tfd:TimbreFiscalDigital. */
  xml: string;
  uuid: string;
  fechaTimbrado: string;
  noCertificadoSat: string;
  selloSat: string;
  /** The PAC had stamped this very sealed XML before (Finkok 307) and gave back that stamp. */
  alreadyStamped: boolean;
}

/**
 * SAT's cancellation motives: 01 errors with relation (a replacement CFDI exists), 02 errors
 * without relation, 03 the operation did not happen, 04 nominative operation in a global invoice.
 */
export type CancelMotive = '01' | '02' | '03' | '04';

export interface PacCancelRequest {
  uuid: string;
  rfcEmisor: string;
  motive: CancelMotive;
  /** FolioSustitucion: the UUID of the CFDI that replaces this one; motive 01 only. */
  replacementUuid?: string;
  /** The issuer's CSD as SAT hands it out: DER certificate, encrypted PKCS#8 DER key. */
  cerDer: Buffer;
  keyDer: Buffer;
  keyPassword: string;
}

export interface PacCancelResult {
  /** cancelled: SAT cancelled it; in_process: the receiver must accept; refused: SAT said no. */
  status: 'cancelled' | 'in_process' | 'refused';
  /** SAT's own words (EstatusCancelacion, else EstatusUUID), e.g. "Cancelado sin aceptación". */
  satStatus: string;
  /** SAT's acuse (receipt) XML when there is one: the issuer's proof of the request. */
  acuse?: string;
  message?: string;
}

/** What SAT needs to find a CFDI (its consulta's expresión impresa): UUID, both RFCs, Total. */
export interface PacCancelStatusRequest {
  uuid: string;
  rfcEmisor: string;
  rfcReceptor: string;
  /** The CFDI's Total attribute as written in it, e.g. "5800.00". */
  total: string;
}

export interface PacPort {
  stamp(sealedXml: string): Promise<PacStamp>;
  cancel(req: PacCancelRequest): Promise<PacCancelResult>;
  /** Where SAT stands on an earlier cancellation request ("En proceso" until the receptor answers). */
  cancelStatus(req: PacCancelStatusRequest): Promise<PacCancelResult>;
}

/** A refusal (the CFDI is wrong: do not retry as is) vs an outage (retry later). */
export class PacError extends Error {
  constructor(
    message: string,
    /** The PAC's incidencia code ('302', '401'…) or ours ('pac_timeout', 'cancel_motive'…). */
    readonly code: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'PacError';
  }
}

const UUID_PATTERN = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/i;
const MOTIVES: ReadonlySet<string> = new Set(['01', '02', '03', '04']);

export function isCfdiUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/**
 * SAT's rules for a cancellation request (Anexo 20, cancelación 2022): 01 names the replacing
 * CFDI in FolioSustitucion; 02, 03 and 04 carry none. Checked before any call to the PAC.
 */
export function validateCancelRequest(req: PacCancelRequest): void {
  if (!isCfdiUuid(req.uuid)) {
    throw new PacError(`Not a CFDI UUID: ${req.uuid}`, 'cancel_uuid', false);
  }
  if (!MOTIVES.has(req.motive)) {
    throw new PacError(`Unknown cancellation motive ${String(req.motive)}`, 'cancel_motive', false);
  }
  const replacement = req.replacementUuid?.trim();
  if (req.motive === '01') {
    if (!replacement || !isCfdiUuid(replacement)) {
      throw new PacError(
        'Motive 01 needs the UUID of the replacing CFDI (FolioSustitucion)',
        'cancel_motive',
        false,
      );
    }
    if (replacement.toUpperCase() === req.uuid.toUpperCase()) {
      throw new PacError('A CFDI cannot replace itself', 'cancel_motive', false);
    }
  } else if (replacement) {
    throw new PacError(
      `Motive ${req.motive} takes no replacement UUID; only 01 does`,
      'cancel_motive',
      false,
    );
  }
}
