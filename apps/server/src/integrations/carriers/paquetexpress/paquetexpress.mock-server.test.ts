import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pxEnvelope, pxLoginEnvelope } from './paquetexpress.envelope';
import {
  PEXPRESS_MOCK_DEMO_CREDENTIALS,
  PxMockState,
  paquetexpressMockPlugin,
} from './paquetexpress.mock-server';

/** The mock's own protocol: envelope checks, Paquetexpress's error shapes, raw PDF labels. */

const demo = PEXPRESS_MOCK_DEMO_CREDENTIALS;
const state = new PxMockState();
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(paquetexpressMockPlugin({ mode: 'demo', state }));
});
afterAll(() => app.close());

const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as object });
const response = (res: { json(): unknown }) =>
  (res.json() as { body: { response: Record<string, unknown> } }).body.response;

async function login(): Promise<string> {
  const res = await post(
    '/RadRestFul/api/rad/loginv1/login',
    pxLoginEnvelope(demo.user, demo.password),
  );
  return (response(res).data as { token: string }).token;
}

describe('Paquetexpress mock protocol', () => {
  it('refuses a wrong password with code 401 in the envelope, HTTP 200', async () => {
    const res = await post('/RadRestFul/api/rad/loginv1/login', pxLoginEnvelope(demo.user, 'nope'));
    expect(res.statusCode).toBe(200);
    expect(response(res)).toMatchObject({
      success: false,
      data: null,
      messages: [
        {
          code: '401',
          description: 'Combinacion de usuario y contraseña incorrecta',
          typeError: 'ERROR',
        },
      ],
    });
  });

  it('refuses a body that is not the canonical envelope', async () => {
    const res = await post('/RadRestFul/api/rad/v1/guia', { data: [] });
    expect(res.statusCode).toBe(200);
    expect(response(res)).toMatchObject({ success: false, messages: [{ code: '400' }] });
  });

  it('refuses an unknown token like Paquetexpress ("The Token is invalid")', async () => {
    const res = await post(
      '/RadRestFul/api/rad/v1/cancelguia',
      pxEnvelope({ user: demo.user, type: 0, token: 'not-a-token' }, ['05000000001']),
    );
    expect(response(res)).toMatchObject({
      success: false,
      messages: [{ code: '500', description: 'The Token is invalid' }],
    });
  });

  it('answers GenCartaPorte with raw PDF bytes, and ZPL only when getZPL asks for labels', async () => {
    const token = await login();
    const guia = await post(
      '/RadRestFul/api/rad/v1/guia',
      pxEnvelope({ user: demo.user, type: 0, token }, [
        {
          typeSrvcId: 'SEG-DS',
          radGuiaAddrDTOList: [
            { addrType: 'ORIGIN', zipCode: '64000', clntName: 'A', addrLin5: 'MONTERREY' },
            { addrType: 'DESTINATION', zipCode: '06700', clntName: 'B', addrLin5: 'CDMX' },
          ],
          radSrvcItemDTOList: [{ srvcId: 'PACKETS', weight: '3', qunt: '1' }],
          listRefs: [{ grGuiaRefr: 'R-1' }],
        },
      ]),
    );
    const number = response(guia).data as string;
    expect(response(guia).objectDTO).toMatch(/^folioLetterPorte:/);
    const pdf = await app.inject({
      method: 'GET',
      url: `/wsReportPaquetexpress/GenCartaPorte?trackingNoGen=${number}&measure=4x6`,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const info = (valorDataAd: string) =>
      post(
        '/RadRestFul/api/rad/v1/infotrack',
        pxEnvelope(
          { user: demo.user, token },
          {
            header: {},
            solicitudEnvio: {
              datosAdicionales: { datoAdicional: [{ claveDataAd: 'getZPL', valorDataAd }] },
              rastreo: number,
            },
          },
        ),
      );
    const withLabel = response(await info('1')).data as {
      retornoSolicitud: { cadenaImpresion: string };
    };
    const infoOnly = response(await info('0')).data as {
      retornoSolicitud: { cadenaImpresion: null };
    };
    expect(withLabel.retornoSolicitud.cadenaImpresion).toContain(`^FD${number}^FS`);
    expect(infoOnly.retornoSolicitud.cadenaImpresion).toBeNull();
  });

  it('answers an unknown path with an HTML 404, as the real web server does', async () => {
    const res = await app.inject({ method: 'GET', url: '/RadRestFul/api/rad/v9/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
