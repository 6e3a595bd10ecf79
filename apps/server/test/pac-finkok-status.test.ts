import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositConcepto } from '../src/modules/fiscal/cfdi/cfdi-deposit';
import { sealCfdi } from '../src/modules/fiscal/cfdi/cfdi-seal';
import type { Csd } from '../src/modules/fiscal/csd/csd-types';
import { readCsd } from '../src/modules/fiscal/csd/read-csd';
import { PacError, type PacPort } from '../src/integrations/pac/pac-port';
import { createFinkokClient } from '../src/integrations/pac/finkok/finkok.client';
import {
  startFinkokMockServer,
  type RunningFinkokMock,
} from '../src/integrations/pac/finkok/finkok.mock-server';
import { mexicoLocalTime } from '../src/integrations/pac/finkok/finkok.mock-state';

const SEAL = fileURLToPath(new URL('./fixtures/sat/seal/', import.meta.url));
const cerDer = readFileSync(`${SEAL}EKU9003173C9.cer`);
const keyDer = readFileSync(`${SEAL}EKU9003173C9.key`);
const keyPassword = readFileSync(`${SEAL}EKU9003173C9.password.txt`, 'utf8').trim();
const HOUR = 3_600_000;
const RECEPTOR = 'MCI7306249Y1';

let csd: Csd;
let folio = 7000;
let now = new Date();
let mock: RunningFinkokMock;
let pac: PacPort;
const sent: string[] = [];

/** $5,800.00 to a named receptor: SAT wants the receptor's acceptance after 24 hours. */
function sealed(): string {
  folio += 1;
  return sealCfdi(
    {
      emisor: { rfc: 'EKU9003173C9', nombre: 'ESCUELA KEMPER URGATE', regimenFiscal: '601' },
      receptor: {
        rfc: RECEPTOR,
        nombre: 'MUNICIPIO DE CUAUTITLAN IZCALLI',
        domicilioFiscalReceptor: '54700',
        regimenFiscalReceptor: '603',
        usoCFDI: 'G03',
      },
      lugarExpedicion: '86000',
      fecha: mexicoLocalTime(now),
      serie: 'DEP',
      folio: String(folio),
      formaPago: '03',
      metodoPago: 'PUE',
      moneda: 'MXN',
      exportacion: '01',
      conceptos: [
        depositConcepto(580_000, {
          claveProdServ: '78102203',
          claveUnidad: 'E48',
          unidad: 'Servicio',
          descripcion: 'Abono de saldo prepagado para envíos',
        }),
      ],
    },
    csd,
  );
}

const statusOf = (uuid: string, total = '5800.00', client = pac) =>
  client.cancelStatus({ uuid, rfcEmisor: 'EKU9003173C9', rfcReceptor: RECEPTOR, total });

/** Stamped now, cancelled 30 hours later: SAT leaves it "En proceso". */
async function cancelledInProcess(): Promise<string> {
  const { uuid } = await pac.stamp(sealed());
  now = new Date(now.getTime() + 30 * HOUR);
  const asked = await pac.cancel({
    uuid,
    rfcEmisor: 'EKU9003173C9',
    motive: '03',
    cerDer,
    keyDer,
    keyPassword,
  });
  expect(asked.status).toBe('in_process');
  return uuid;
}

async function pacError(promise: Promise<unknown>): Promise<PacError> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(PacError);
  return error as PacError;
}

beforeAll(async () => {
  const opened = readCsd({
    cer: cerDer,
    key: keyDer,
    password: keyPassword,
    expectedRfc: 'EKU9003173C9',
  });
  if (!opened.ok) throw new Error(`the SAT test CSD did not open: ${opened.code}`);
  csd = opened.csd;
  mock = await startFinkokMockServer({ now: () => now });
  const recording: typeof fetch = async (input, init) => {
    sent.push(String(init?.body ?? ''));
    return fetch(input, init);
  };
  pac = createFinkokClient({ url: mock.url, username: 'demo', password: 'demo', fetch: recording });
});

afterAll(async () => {
  await mock?.close();
});

describe('get_sat_status through the mock PAC', () => {
  it('asks with the RFCs, UUID and total, and reports "En proceso" while the receptor is silent', async () => {
    const uuid = await cancelledInProcess();
    expect(await statusOf(uuid)).toEqual({ status: 'in_process', satStatus: 'En proceso' });
    const envelope = sent.at(-1)!;
    expect(envelope).toContain('get_sat_status>');
    expect(envelope).toContain('<can:taxpayer_id>EKU9003173C9</can:taxpayer_id>');
    expect(envelope).toContain(`<can:rtaxpayer_id>${RECEPTOR}</can:rtaxpayer_id>`);
    expect(envelope).toContain(`<can:uuid>${uuid}</can:uuid>`);
    expect(envelope).toContain('<can:total>5800.00</can:total>');
  });

  it('reports cancelled once the receptor accepts', async () => {
    const uuid = await cancelledInProcess();
    expect(mock.state.acceptCancellation(uuid)).toBe('answered');
    expect(await statusOf(uuid)).toEqual({
      status: 'cancelled',
      satStatus: 'Cancelado con aceptación',
    });
  });

  it('reports refused when the receptor rejects, and SAT then takes a new request', async () => {
    const uuid = await cancelledInProcess();
    expect(mock.state.rejectCancellation(uuid)).toBe('answered');
    expect(await statusOf(uuid)).toEqual({ status: 'refused', satStatus: 'Solicitud rechazada' });
    const again = await pac.cancel({
      uuid,
      rfcEmisor: 'EKU9003173C9',
      motive: '02',
      cerDer,
      keyDer,
      keyPassword,
    });
    expect(again.status).toBe('in_process');
  });

  it('accepts a request left unanswered for 72 hours ("Plazo vencido")', async () => {
    const uuid = await cancelledInProcess();
    now = new Date(now.getTime() + 71 * HOUR);
    expect((await statusOf(uuid)).status).toBe('in_process');
    now = new Date(now.getTime() + 2 * HOUR);
    expect(await statusOf(uuid)).toEqual({ status: 'cancelled', satStatus: 'Plazo vencido' });
    expect(mock.state.acceptCancellation(uuid)).toBe('not_in_process');
  });

  it('a wrong total is "no encontrado" (SAT finds a CFDI by all four), not retryable', async () => {
    const uuid = await cancelledInProcess();
    const error = await pacError(statusOf(uuid, '5800.01'));
    expect(error).toMatchObject({ code: '602', retryable: false });
  });

  it('the receptor answers through the mock route: 200, then 409; unknown UUID 404', async () => {
    const uuid = await cancelledInProcess();
    const post = (path: string) =>
      fetch(`${mock.url}/receptor/cancellations/${path}`, { method: 'POST' });
    const accepted = await post(`${uuid.toLowerCase()}/accept`);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({
      uuid,
      estatus_cancelacion: 'Cancelado con aceptación',
    });
    expect((await post(`${uuid}/reject`)).status).toBe(409);
    expect((await post('5FB2822E-396D-4725-8521-CDC4BDD20CCF/accept')).status).toBe(404);
    expect((await statusOf(uuid)).status).toBe('cancelled');
  });
});

describe('get_sat_status outages are retryable', () => {
  const uuid = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';

  it('a PAC that is down', async () => {
    const gone = await startFinkokMockServer();
    await gone.close();
    const client = createFinkokClient({ url: gone.url, username: 'demo', password: 'demo' });
    expect(await pacError(statusOf(uuid, '1.00', client))).toMatchObject({
      code: 'pac_unreachable',
      retryable: true,
    });
  });

  it('a PAC that cannot reach SAT, and one answering 503', async () => {
    const noSat: typeof fetch = async () =>
      new Response(
        '<?xml version="1.0"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body><tns:get_sat_statusResponse xmlns:tns="http://facturacion.finkok.com/cancel"><tns:get_sat_statusResult><tns:error>708 No se pudo conectar al SAT</tns:error></tns:get_sat_statusResult></tns:get_sat_statusResponse></soapenv:Body></soapenv:Envelope>',
        { status: 200 },
      );
    const client = createFinkokClient({
      url: 'http://pac.test',
      username: 'u',
      password: 'p',
      fetch: noSat,
    });
    expect(await pacError(statusOf(uuid, '1.00', client))).toMatchObject({
      code: '708',
      retryable: true,
    });

    const busy: typeof fetch = async () => new Response('Service Unavailable', { status: 503 });
    const down = createFinkokClient({
      url: 'http://pac.test',
      username: 'u',
      password: 'p',
      fetch: busy,
    });
    expect(await pacError(statusOf(uuid, '1.00', down))).toMatchObject({
      code: 'pac_http_503',
      retryable: true,
    });
  });

  it('wrong credentials are refused, not retried', async () => {
    const client = createFinkokClient({ url: mock.url, username: 'demo', password: 'nope' });
    expect(await pacError(statusOf(uuid, '1.00', client))).toMatchObject({ retryable: false });
  });
});
