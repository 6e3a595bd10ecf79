import type { Element } from '@xmldom/xmldom';
import Fastify, { type FastifyPluginAsync, type FastifyReply } from 'fastify';
import { assertNotProduction } from '../../payments/mock-pages';
import { cancelWithMock, type MockCancelOutcome } from './finkok.mock-cancel';
import { registerReceptorAnswers } from './finkok.mock-receptor';
import { satStatusReply, satStatusWithMock } from './finkok.mock-sat-status';
import { previousStampOf, stampWithMock, type MockStampOutcome } from './finkok.mock-stamp';
import { FinkokMockState, type FinkokMockAccount, type MockStampRecord } from './finkok.mock-state';
import {
  FINKOK_NS,
  FINKOK_PATHS,
  child,
  childText,
  descendants,
  escapeXml,
  readSoap,
  soapEnvelope,
  soapFault,
  textElement,
} from './finkok.soap';

export { FINKOK_MOCK_DEMO_ACCOUNT, FinkokMockState } from './finkok.mock-state';
export { readMockPacCertificate } from './finkok.mock-credentials';

export interface FinkokMockOptions {
  /** Accounts (username/password); 'demo'/'demo' by default. */
  accounts?: FinkokMockAccount[];
  mode?: 'demo' | 'production';
  state?: FinkokMockState;
  now?: () => Date;
  /** Answer a resend (307) without the xml, as Finkok may: the client must then ask `stamped`. */
  omitXmlOnPreviousStamp?: boolean;
}

const refusal = (code: string, message: string): MockStampOutcome => ({ ok: false, code, message });

const stampedOutcome = (record: MockStampRecord | undefined): MockStampOutcome =>
  record
    ? { ok: true, record, previous: true }
    : refusal('603', 'El CFDI no contiene un timbre previo');

const RESULT_NS = { tns: FINKOK_NS.stamp, s0: FINKOK_NS.apps };

function incidencia(code: string, message: string, extra?: string): string {
  return (
    '<s0:Incidencias><s0:Incidencia>' +
    textElement('s0:CodigoError', code) +
    textElement('s0:MensajeIncidencia', message) +
    textElement('s0:ExtraInfo', extra ?? '') +
    '</s0:Incidencia></s0:Incidencias>'
  );
}

function stampReply(operation: string, outcome: MockStampOutcome, omitXml: boolean): string {
  let inner: string;
  if (!outcome.ok) {
    inner = textElement('s0:xml', '') + incidencia(outcome.code, outcome.message, outcome.extra);
  } else {
    const { record, previous } = outcome;
    const withXml = !(previous && omitXml && operation === 'stamp');
    inner =
      textElement('s0:xml', withXml ? record.xml : '') +
      textElement('s0:UUID', withXml ? record.uuid : '') +
      textElement('s0:Fecha', withXml ? record.fechaTimbrado : '') +
      textElement(
        's0:CodEstatus',
        previous ? 'Comprobante timbrado previamente' : 'Comprobante timbrado satisfactoriamente',
      ) +
      textElement('s0:SatSeal', withXml ? record.selloSat : '') +
      (previous && operation === 'stamp'
        ? incidencia('307', 'El CFDI contiene un timbre previo')
        : '<s0:Incidencias/>') +
      textElement('s0:NoCertificadoSAT', record.noCertificadoSat);
  }
  const body = `<tns:${operation}Response><tns:${operation}Result>${inner}</tns:${operation}Result></tns:${operation}Response>`;
  return soapEnvelope(body, RESULT_NS);
}

function cancelReply(outcome: MockCancelOutcome): string {
  const inner = outcome.ok
    ? '<s0:Folios>' +
      outcome.folios
        .map(
          (f) =>
            '<s0:Folio>' +
            textElement('s0:EstatusUUID', f.estatusUuid) +
            textElement('s0:UUID', f.uuid) +
            textElement('s0:EstatusCancelacion', f.estatusCancelacion) +
            '</s0:Folio>',
        )
        .join('') +
      '</s0:Folios>' +
      textElement('s0:Acuse', outcome.acuse) +
      textElement('s0:Fecha', outcome.fecha) +
      textElement('s0:RfcEmisor', outcome.rfcEmisor)
    : textElement('s0:CodEstatus', outcome.codEstatus);
  const body = `<tns:cancelResponse><tns:cancelResult>${inner}</tns:cancelResult></tns:cancelResponse>`;
  return soapEnvelope(body, { tns: FINKOK_NS.cancel, s0: FINKOK_NS.apps });
}

/**
 * A local Finkok speaking its SOAP 1.1 (see finkok.client.ts for the protocol and sources):
 * - POST /servicios/soap/stamp (stamp, stamped, quick_stamp): checks the account, parses the CFDI,
 *   validates it against SAT's XSD and its sello with the project's own CFDI code, refuses with
 *   Finkok's incidencias (300, 301, 302, 303, 305, 306, 308, 401, 707), else adds a
 *   TimbreFiscalDigital 1.1 whose SelloSAT is signed with the mock's TEST-ONLY key. The same
 *   sealed CFDI again is 307 with the same stamp; `stamped` returns it (603 if there is none).
 * - POST /servicios/soap/cancel (cancel): knows the UUIDs it stamped; EstatusUUID 201, 202 once
 *   requested, 203 another issuer, 205 unknown, 207 when 01 lacks FolioSustitucion or 02–04 carry
 *   one; "Cancelado sin aceptación", or "En proceso" where SAT wants the receiver's acceptance.
 *   get_sat_status answers SAT's consulta from the same state (finkok.mock-sat-status.ts).
 * - POST /receptor/cancellations/{uuid}/accept|reject (not Finkok's; the mock never runs in
 *   production): the receptor's answer to an "En proceso" request, for demos and tests.
 * The paths also answer with `.wsdl` appended, as some clients post to the WSDL address.
 */
export function finkokMockPlugin(opts: FinkokMockOptions = {}): FastifyPluginAsync {
  assertNotProduction('Finkok', opts.mode);
  const state = opts.state ?? new FinkokMockState(opts.accounts);
  const now = opts.now ?? (() => new Date());
  return async (app) => {
    app.addContentTypeParser(
      ['text/xml', 'application/xml', 'application/soap+xml'],
      { parseAs: 'string', bodyLimit: 4 * 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );
    const send = (reply: FastifyReply, status: number, xml: string) =>
      reply.code(status).type('text/xml; charset=utf-8').send(xml);

    const handle =
      (service: 'stamp' | 'cancel') => async (req: { body: unknown }, reply: FastifyReply) => {
        const soap = typeof req.body === 'string' ? readSoap(req.body) : undefined;
        // Not SOAP at all: an HTTP client error (SOAP's "faults are 500" covers SOAP requests).
        if (!soap || 'fault' in soap)
          return send(reply, 400, soapFault('soapenv:Client', 'Not a SOAP request'));
        const op: Element = soap.operation;
        const text = (name: string) => childText(op, name)?.trim() ?? '';
        const authorised = state.validCredentials(text('username'), text('password'));
        const name = op.localName ?? '';
        if (service === 'stamp' && ['stamp', 'stamped', 'quick_stamp'].includes(name)) {
          const outcome = !authorised
            ? refusal('300', 'Usuario y contraseña inválidos')
            : name === 'stamped'
              ? stampedOutcome(previousStampOf(state, text('xml')))
              : await stampWithMock(state, text('xml'), now());
          return send(reply, 200, stampReply(name, outcome, opts.omitXmlOnPreviousStamp ?? false));
        }
        if (service === 'cancel' && name === 'cancel') {
          if (!authorised)
            return send(
              reply,
              200,
              cancelReply({ ok: false, codEstatus: '300 Usuario y contraseña inválidos' }),
            );
          const uuids = descendants(child(op, 'UUIDS') ?? op, 'UUID').map((el) => ({
            uuid: el.getAttribute('UUID') ?? '',
            motivo: el.getAttribute('Motivo') ?? '',
            folioSustitucion: el.getAttribute('FolioSustitucion') ?? '',
          }));
          const input = {
            uuids,
            taxpayerId: text('taxpayer_id'),
            cerBase64: text('cer'),
            keyBase64: text('key'),
          };
          return send(reply, 200, cancelReply(cancelWithMock(state, input, now())));
        }
        if (service === 'cancel' && name === 'get_sat_status') {
          const outcome = !authorised
            ? { error: 'Usuario y contraseña inválidos' }
            : satStatusWithMock(
                state,
                {
                  uuid: text('uuid'),
                  taxpayerId: text('taxpayer_id'),
                  rtaxpayerId: text('rtaxpayer_id'),
                  total: text('total'),
                },
                now(),
              );
          return send(reply, 200, satStatusReply(outcome));
        }
        return send(
          reply,
          500,
          soapFault('soapenv:Client', `Unknown operation ${escapeXml(name)}`),
        );
      };

    for (const service of ['stamp', 'cancel'] as const) {
      app.post(FINKOK_PATHS[service], handle(service));
      app.post(`${FINKOK_PATHS[service]}.wsdl`, handle(service));
    }
    registerReceptorAnswers(app, state);
  };
}

export interface RunningFinkokMock {
  url: string;
  state: FinkokMockState;
  close(): Promise<void>;
}

/** Runs the mock on its own on loopback (port 0 = any free port), for tests and scripts. */
export async function startFinkokMockServer(
  options: FinkokMockOptions & { port?: number } = {},
): Promise<RunningFinkokMock> {
  assertNotProduction('Finkok', options.mode);
  const state = options.state ?? new FinkokMockState(options.accounts);
  const app = Fastify({ logger: false });
  await app.register(finkokMockPlugin({ ...options, state }));
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, state, close: () => app.close() };
}
