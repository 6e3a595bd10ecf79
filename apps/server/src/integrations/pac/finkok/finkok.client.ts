import { X509Certificate, createPrivateKey, type KeyObject } from 'node:crypto';
import type { Element } from '@xmldom/xmldom';
import {
  PacError,
  isCfdiUuid,
  validateCancelRequest,
  type PacCancelRequest,
  type PacCancelResult,
  type PacCancelStatusRequest,
  type PacPort,
  type PacStamp,
} from '../pac-port';
import { outboundRefusalOf } from '../../../lib/outbound-url';
import { cancelEnvelope, readCancelResult, readStampResult, stampEnvelope } from './finkok.mapper';
import { readSatStatusResult, satStatusEnvelope } from './finkok.sat-status';
import { FINKOK_PATHS, child, readSoap } from './finkok.soap';

/*
 * Finkok's SOAP 1.1 web services (spyne, document/literal), as public clients speak them — read
 * for facts, no code taken:
 * - phpcfdi/finkok (src/Definitions/Services.php, Services/Stamping/*, Services/Cancel/*,
 *   docs/Cancelación.md, docs/issues/StampServiceDobleEstampado.md), satcfdi's pacs/finkok.py,
 *   Odoo l10n_mx_edi's Finkok cancel, estratos/finkok-bundle's CancelService; Finkok's wiki
 *   (wiki.finkok.com, login-only) is what they cite.
 * - Hosts: demo https://demo-facturacion.finkok.com, production https://facturacion.finkok.com;
 *   services at /servicios/soap/stamp and /servicios/soap/cancel (WSDL: the same path + .wsdl).
 * - stamp (ns http://facturacion.finkok.com/stamp): xml (the sealed CFDI, xs:base64Binary),
 *   username, password -> stampResponse/stampResult whose children are in the namespace
 *   apps.services.soap.core.views: xml (the stamped CFDI as escaped text), UUID, Fecha,
 *   CodEstatus, SatSeal, NoCertificadoSAT, Incidencias/Incidencia{IdIncidencia, Uuid, CodigoError,
 *   WorkProcessId, MensajeIncidencia, ExtraInfo, NoCertificadoPac, FechaRegistro}.
 * - Incidencia codes: 300 bad user/password, 301 XML mal formado (includes XSD), 302 sello mal
 *   formado o inválido, 303 sello no corresponde a emisor, 304 certificado revocado o caduco,
 *   305 fecha fuera de la vigencia del CSD, 306 no es CSD, 307 timbre previo, 308 certificado no
 *   expedido por el SAT, 401 fecha de generación fuera de rango (72 h), 402 RFC no está en la LCO,
 *   703 cuenta suspendida, 705 estructura inválida, 707 ya trae TFD, 708 no se pudo conectar al SAT.
 * - 307: the same sealed CFDI sent again. Finkok documents that stamp then "may or may not"
 *   return the earlier stamp (phpcfdi saw xml and UUID empty, and retries); `stamped` (same
 *   parameters, stampedResult) always returns it since 2019-04. So 307 is success: the xml when
 *   given, else `stamped`, retried briefly because Finkok can lag a few seconds.
 * - cancel (ns http://facturacion.finkok.com/cancel): UUIDS (UUIDArray of apps:UUID with attributes
 *   UUID, Motivo, FolioSustitucion), username, password, taxpayer_id (issuer RFC), cer and key
 *   (xs:base64Binary of the certificate PEM and of the unencrypted private-key PEM, as Odoo sends
 *   them), store_pending -> cancelResult (CancelaCFDResult): Folios/Folio{EstatusUUID, UUID,
 *   EstatusCancelacion}, Acuse, Fecha, RfcEmisor, CodEstatus. EstatusUUID 201 request accepted,
 *   202 previously requested, 203 RFC mismatch, 205 unknown UUID, 207 bad motive, no_cancelable;
 *   without Folios, CodEstatus says why (708 no SAT, 711 certificate problem, 798/799 limits).
 * - get_sat_status (ns cancel): username, password, taxpayer_id, rtaxpayer_id, uuid, total ->
 *   get_sat_statusResult{sat{CodigoEstatus, Estado, EsCancelable, EstatusCancelacion}, error}:
 *   SAT's ConsultaCFDI relayed, how an "En proceso" request is followed (finkok.sat-status.ts).
 * The password travels only in the envelope; nothing here logs requests.
 */

export const FINKOK_DEMO_URL = 'https://demo-facturacion.finkok.com';
export const FINKOK_PRODUCTION_URL = 'https://facturacion.finkok.com';

export interface FinkokClientOptions {
  /** Host only, e.g. FINKOK_DEMO_URL or the local mock's base. */
  url: string;
  username: string;
  password: string;
  fetch?: typeof fetch;
  /** Deadline of one SOAP call (default 30 s). */
  timeoutMs?: number;
  /** Waits between `stamped` attempts after a 307 without xml (default 1 s, 3 attempts). */
  stampedRetryDelayMs?: number;
}

const STAMPED_ATTEMPTS = 3;

/** A network failure's code (ECONNREFUSED…), never its free-text message. */
function networkCode(err: unknown): string {
  const cause = (err as { cause?: { code?: unknown } } | null)?.cause;
  const code = cause?.code ?? (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? code : 'network error';
}

export function createFinkokClient(opts: FinkokClientOptions): PacPort {
  const base = opts.url.replace(/\/+$/, '');
  const doFetch = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const creds = { username: opts.username, password: opts.password };

  async function call(path: string, action: string, envelope: string): Promise<Element> {
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${action}"` },
        body: envelope,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const name = (err as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new PacError(`Finkok did not answer within ${timeoutMs} ms`, 'pac_timeout', true);
      }
      // The outbound guard refused the address: asking again will not help.
      if (outboundRefusalOf(err)) {
        throw new PacError(
          'The PAC address is not allowed (only https to a public address)',
          'pac_url_not_allowed',
          false,
        );
      }
      throw new PacError(`Finkok is unreachable (${networkCode(err)})`, 'pac_unreachable', true);
    }
    const text = await res.text().catch(() => '');
    const soap = readSoap(text);
    if (soap && 'fault' in soap) {
      // The faultstring is free text of whatever SOAP stack answered: never shown (issue 17).
      const clientFault = /client/i.test(soap.fault.code);
      const code = /^[\w:.-]{1,40}$/.test(soap.fault.code) ? ` (${soap.fault.code})` : '';
      throw new PacError(`Finkok answered with a SOAP fault${code}`, 'soap_fault', !clientFault);
    }
    if (!res.ok || !soap) {
      const retryable = res.ok || res.status >= 500 || res.status === 429 || res.status === 408;
      throw new PacError(`Finkok answered HTTP ${res.status}`, `pac_http_${res.status}`, retryable);
    }
    return soap.operation;
  }

  async function stampCall(operation: 'stamp' | 'stamped', sealedXml: string) {
    const response = await call(
      FINKOK_PATHS.stamp,
      operation,
      stampEnvelope(operation, sealedXml, creds),
    );
    const result = child(response, `${operation}Result`);
    if (!result)
      throw new PacError(`Finkok's reply has no ${operation}Result`, 'pac_bad_reply', true);
    return readStampResult(result);
  }

  async function stamp(sealedXml: string): Promise<PacStamp> {
    const first = await stampCall('stamp', sealedXml);
    if (first.kind === 'stamped') return first.stamp;
    for (let attempt = 1; attempt <= STAMPED_ATTEMPTS; attempt++) {
      const again = await stampCall('stamped', sealedXml).catch((err: unknown) => {
        // 603 "no contiene un timbre previo": Finkok has not published the stamp yet.
        if (err instanceof PacError && err.code === '603') return undefined;
        throw err;
      });
      if (again?.kind === 'stamped') return { ...again.stamp, alreadyStamped: true };
      await new Promise((r) => setTimeout(r, opts.stampedRetryDelayMs ?? 1000));
    }
    throw new PacError(
      'Finkok has a previous stamp (307) but did not return it yet',
      'stamp_pending',
      true,
    );
  }

  async function cancel(req: PacCancelRequest): Promise<PacCancelResult> {
    validateCancelRequest(req);
    const pems = csdPems(req);
    const response = await call(FINKOK_PATHS.cancel, 'cancel', cancelEnvelope(req, pems, creds));
    const result = child(response, 'cancelResult');
    if (!result) throw new PacError("Finkok's reply has no cancelResult", 'pac_bad_reply', true);
    return readCancelResult(result, req.uuid);
  }

  async function cancelStatus(req: PacCancelStatusRequest): Promise<PacCancelResult> {
    if (!isCfdiUuid(req.uuid)) {
      throw new PacError(`Not a CFDI UUID: ${req.uuid}`, 'cancel_uuid', false);
    }
    const response = await call(
      FINKOK_PATHS.cancel,
      'get_sat_status',
      satStatusEnvelope(req, creds),
    );
    const result = child(response, 'get_sat_statusResult');
    if (!result)
      throw new PacError("Finkok's reply has no get_sat_statusResult", 'pac_bad_reply', true);
    return readSatStatusResult(result);
  }

  return { stamp, cancel, cancelStatus };
}

/** Opens the CSD here, so a wrong password is refused before anything leaves the server. */
function csdPems(req: PacCancelRequest): { cerPem: string; keyPem: string } {
  let certificate: X509Certificate;
  let key: KeyObject;
  try {
    certificate = new X509Certificate(req.cerDer);
  } catch {
    throw new PacError('The CSD certificate cannot be read', 'csd_certificate', false);
  }
  try {
    key = createPrivateKey({
      key: req.keyDer,
      format: 'der',
      type: 'pkcs8',
      passphrase: req.keyPassword,
    });
  } catch {
    throw new PacError('The CSD key does not open with that password', 'csd_key', false);
  }
  if (!certificate.checkPrivateKey(key)) {
    throw new PacError('The CSD key does not belong to the certificate', 'csd_key', false);
  }
  return {
    cerPem: certificate.toString(),
    keyPem: key.export({ format: 'pem', type: 'pkcs8' }).toString(),
  };
}
