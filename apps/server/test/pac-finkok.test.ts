import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cadenaOriginalTfd11 } from '../src/modules/fiscal/cfdi/cadena-original';
import { depositConcepto } from '../src/modules/fiscal/cfdi/cfdi-deposit';
import type { CfdiInput } from '../src/modules/fiscal/cfdi/cfdi-model';
import { sealCfdi, verifySello } from '../src/modules/fiscal/cfdi/cfdi-seal';
import { validateCfdiXsd } from '../src/modules/fiscal/cfdi/cfdi-validate';
import type { Csd } from '../src/modules/fiscal/csd/csd-types';
import { readCsd } from '../src/modules/fiscal/csd/read-csd';
import { PacError, type PacCancelRequest, type PacPort } from '../src/integrations/pac/pac-port';
import { createFinkokClient } from '../src/integrations/pac/finkok/finkok.client';
import {
  readMockPacCertificate,
  startFinkokMockServer,
  type RunningFinkokMock,
} from '../src/integrations/pac/finkok/finkok.mock-server';
import { mexicoLocalTime } from '../src/integrations/pac/finkok/finkok.mock-state';

const SEAL = fileURLToPath(new URL('./fixtures/sat/seal/', import.meta.url));
const cerDer = readFileSync(`${SEAL}EKU9003173C9.cer`);
const keyDer = readFileSync(`${SEAL}EKU9003173C9.key`);
const keyPassword = readFileSync(`${SEAL}EKU9003173C9.password.txt`, 'utf8').trim();

let csd: Csd;
let folio = 5000;

/** A deposit invoice sealed with SAT's test CSD, dated now (Mexico City) unless told otherwise. */
function sealed(overrides: Partial<CfdiInput> = {}, centavos = 11_600): string {
  folio += 1;
  return sealCfdi(
    {
      emisor: { rfc: 'EKU9003173C9', nombre: 'ESCUELA KEMPER URGATE', regimenFiscal: '601' },
      receptor: {
        rfc: 'XAXX010101000',
        nombre: 'PÚBLICO EN GENERAL',
        domicilioFiscalReceptor: '86000',
        regimenFiscalReceptor: '616',
        usoCFDI: 'S01',
      },
      lugarExpedicion: '86000',
      fecha: mexicoLocalTime(new Date()),
      serie: 'DEP',
      folio: String(folio),
      formaPago: '03',
      metodoPago: 'PUE',
      moneda: 'MXN',
      exportacion: '01',
      conceptos: [
        depositConcepto(centavos, {
          claveProdServ: '78102203',
          claveUnidad: 'E48',
          unidad: 'Servicio',
          descripcion: 'Abono de saldo prepagado para envíos',
        }),
      ],
      ...overrides,
    },
    csd,
  );
}

async function pacError(promise: Promise<unknown>): Promise<PacError> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(PacError);
  return error as PacError;
}

const cancelRequest = (uuid: string, extra: Partial<PacCancelRequest> = {}): PacCancelRequest => ({
  uuid,
  rfcEmisor: 'EKU9003173C9',
  motive: '02',
  cerDer,
  keyDer,
  keyPassword,
  ...extra,
});

let mock: RunningFinkokMock;
let pac: PacPort;

beforeAll(async () => {
  const opened = readCsd({
    cer: cerDer,
    key: keyDer,
    password: keyPassword,
    expectedRfc: 'EKU9003173C9',
  });
  if (!opened.ok) throw new Error(`the SAT test CSD did not open: ${opened.code}`);
  csd = opened.csd;
  mock = await startFinkokMockServer();
  pac = createFinkokClient({ url: mock.url, username: 'demo', password: 'demo' });
});

afterAll(async () => {
  await mock?.close();
});

describe('Finkok stamp through the mock PAC', () => {
  it('returns the CFDI with a TimbreFiscalDigital that SAT-style checks accept', async () => {
    const xml = sealed();
    const stamp = await pac.stamp(xml);

    expect(stamp.uuid).toMatch(
      /^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/,
    );
    expect(stamp.alreadyStamped).toBe(false);
    expect(stamp.noCertificadoSat).toBe('99001000000500000001');
    expect(stamp.fechaTimbrado).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    const verified = verify(
      'sha256',
      Buffer.from(cadenaOriginalTfd11(stamp.xml), 'utf8'),
      readMockPacCertificate().publicKey,
      Buffer.from(stamp.selloSat, 'base64'),
    );
    expect(verified).toBe(true);
    expect(cadenaOriginalTfd11(stamp.xml)).toContain(`|1.1|${stamp.uuid}|${stamp.fechaTimbrado}|`);
    expect(await validateCfdiXsd(stamp.xml)).toEqual({ valid: true, errors: [] });
    expect(verifySello(stamp.xml)).toBe(true);
  });

  it('gives the same stamp back when the same sealed XML is sent again (307)', async () => {
    const xml = sealed();
    const first = await pac.stamp(xml);
    const count = mock.state.stampCount;
    const again = await pac.stamp(xml);
    expect(again.uuid).toBe(first.uuid);
    expect(again.selloSat).toBe(first.selloSat);
    expect(again.alreadyStamped).toBe(true);
    expect(mock.state.stampCount).toBe(count);
  });

  it('fetches the earlier stamp with `stamped` when the 307 answer lacks the xml', async () => {
    const lagging = await startFinkokMockServer({ omitXmlOnPreviousStamp: true });
    try {
      const client = createFinkokClient({ url: lagging.url, username: 'demo', password: 'demo' });
      const xml = sealed();
      const first = await client.stamp(xml);
      const again = await client.stamp(xml);
      expect(again).toMatchObject({ uuid: first.uuid, xml: first.xml, alreadyStamped: true });
    } finally {
      await lagging.close();
    }
  });

  it('refuses a CFDI changed after sealing with 302, not retryable', async () => {
    const tampered = sealed().replace(`Folio="${folio}"`, `Folio="${folio + 90_000}"`);
    const error = await pacError(pac.stamp(tampered));
    expect(error).toMatchObject({ code: '302', retryable: false });
    expect(error.message).toContain('Sello mal formado o inválido');
  });

  it('refuses a CFDI older than 72 hours with 401', async () => {
    const old = mexicoLocalTime(new Date(Date.now() - 80 * 3_600_000));
    const error = await pacError(pac.stamp(sealed({ fecha: old })));
    expect(error).toMatchObject({ code: '401', retryable: false });
  });

  it('refuses wrong credentials with 300 and never puts the password in the error', async () => {
    const client = createFinkokClient({
      url: mock.url,
      username: 'demo',
      password: 'S3cret-Wr0ng',
    });
    const error = await pacError(client.stamp(sealed()));
    expect(error).toMatchObject({ code: '300', retryable: false });
    expect(error.message).not.toContain('S3cret-Wr0ng');
  });
});

describe('Finkok outages are retryable', () => {
  it('a server that is down', async () => {
    const gone = await startFinkokMockServer();
    await gone.close();
    const client = createFinkokClient({ url: gone.url, username: 'demo', password: 'demo' });
    expect(await pacError(client.stamp(sealed()))).toMatchObject({
      code: 'pac_unreachable',
      retryable: true,
    });
  });

  it('a server that does not answer in time, and one answering 503', async () => {
    const hang: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const slow = createFinkokClient({
      url: 'http://pac.test',
      username: 'u',
      password: 'p',
      fetch: hang,
      timeoutMs: 50,
    });
    expect(await pacError(slow.stamp(sealed()))).toMatchObject({
      code: 'pac_timeout',
      retryable: true,
    });

    const busy: typeof fetch = async () => new Response('Service Unavailable', { status: 503 });
    const down = createFinkokClient({
      url: 'http://pac.test',
      username: 'u',
      password: 'p',
      fetch: busy,
    });
    expect(await pacError(down.stamp(sealed()))).toMatchObject({
      code: 'pac_http_503',
      retryable: true,
    });
  });
});

describe('Finkok cancel through the mock PAC', () => {
  it('cancels with motive 02 and reports SAT status and acuse; asking again is 202', async () => {
    const { uuid } = await pac.stamp(sealed());
    const result = await pac.cancel(cancelRequest(uuid));
    expect(result).toMatchObject({ status: 'cancelled', satStatus: 'Cancelado sin aceptación' });
    expect(result.acuse).toContain(uuid);
    const again = await pac.cancel(cancelRequest(uuid));
    expect(again.status).toBe('cancelled');
  });

  it('cancels with motive 01 naming the replacing CFDI', async () => {
    const { uuid } = await pac.stamp(sealed());
    const replacement = await pac.stamp(sealed());
    const result = await pac.cancel(
      cancelRequest(uuid, { motive: '01', replacementUuid: replacement.uuid }),
    );
    expect(result.status).toBe('cancelled');
  });

  it('refuses motive 01 without a replacement, and 02 with one, before any call', async () => {
    let calls = 0;
    const counting: typeof fetch = async (...args) => {
      calls += 1;
      return fetch(...args);
    };
    const client = createFinkokClient({
      url: mock.url,
      username: 'demo',
      password: 'demo',
      fetch: counting,
    });
    const uuid = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';
    expect(await pacError(client.cancel(cancelRequest(uuid, { motive: '01' })))).toMatchObject({
      code: 'cancel_motive',
      retryable: false,
    });
    const withReplacement = cancelRequest(uuid, {
      motive: '02',
      replacementUuid: uuid.replace('5', '6'),
    });
    expect(await pacError(client.cancel(withReplacement))).toMatchObject({ code: 'cancel_motive' });
    expect(calls).toBe(0);
  });

  it('refuses a wrong key password before any call, and an unknown UUID after (205)', async () => {
    const error = await pacError(
      pac.cancel(cancelRequest('5FB2822E-396D-4725-8521-CDC4BDD20CCF', { keyPassword: 'nope' })),
    );
    expect(error).toMatchObject({ code: 'csd_key', retryable: false });
    const unknown = await pac.cancel(cancelRequest('5FB2822E-396D-4725-8521-CDC4BDD20CCF'));
    expect(unknown).toMatchObject({ status: 'refused', satStatus: '205' });
  });

  it('leaves a large invoice to a named receiver in process after a day (receiver must accept)', async () => {
    let now = new Date();
    const clocked = await startFinkokMockServer({ now: () => now });
    try {
      const client = createFinkokClient({ url: clocked.url, username: 'demo', password: 'demo' });
      const receptor = {
        rfc: 'MCI7306249Y1',
        nombre: 'MUNICIPIO DE CUAUTITLAN IZCALLI',
        domicilioFiscalReceptor: '54700',
        regimenFiscalReceptor: '603',
        usoCFDI: 'G03' as const,
      };
      const { uuid } = await client.stamp(sealed({ receptor }, 580_000));
      now = new Date(now.getTime() + 30 * 3_600_000);
      const result = await client.cancel(cancelRequest(uuid, { motive: '03' }));
      expect(result).toMatchObject({ status: 'in_process', satStatus: 'En proceso' });
    } finally {
      await clocked.close();
    }
  });
});
