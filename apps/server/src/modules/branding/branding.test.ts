import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1PX } from '../../../test/helpers/images';
import { multipartFile } from '../../../test/helpers/multipart';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const ICO = Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0]), PNG_1PX]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');

const upload = (image: string, file: Buffer, name: string, type: string, as = 'main_admin') => {
  const { body, headers } = multipartFile('file', name, type, file);
  return t.request('POST', api(`tenant/branding/${image}`), {
    as: as as 'main_admin',
    body,
    headers,
  });
};
const brand = () => t.request('GET', api('tenant')).then((r) => r.body.data);
const otherBrand = () =>
  t.request('GET', api('tenant'), { tenant: 'otra' }).then((r) => r.body.data);

describe('PUT /tenant/branding', () => {
  it('changes name and colours for everyone reading the brand, not for another tenant', async () => {
    const before = await otherBrand();
    const res = await t.request('PUT', api('tenant/branding'), {
      as: 'main_admin',
      body: { branding: { name: 'Envíos Norte', primary_color: '#0B6E4F', secondary_color: '' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Envíos Norte',
      primary_color: '#0b6e4f',
      secondary_color: null,
    });
    expect(await brand()).toMatchObject({ name: 'Envíos Norte', primary_color: '#0b6e4f' });
    expect(await otherBrand()).toEqual(before);
  });

  it('answers 422 per field in Spanish and English', async () => {
    const es = await t.request('PUT', api('tenant/branding'), {
      as: 'admin',
      body: { branding: { name: '', primary_color: 'azul', secondary_color: '#12' } },
    });
    expect(es.status).toBe(422);
    expect(es.body.errors).toEqual({
      name: ['Este campo es obligatorio'],
      primary_color: ['Debe ser un color hexadecimal (#RRGGBB)'],
      secondary_color: ['Debe ser un color hexadecimal (#RRGGBB)'],
    });
    const en = await t.request('PUT', api('tenant/branding'), {
      as: 'admin',
      lang: 'en',
      body: { branding: { name: 'x'.repeat(121), primary_color: '#123456' } },
    });
    expect(en.body.errors).toEqual({ name: ['At most 120 characters'] });
  });

  it('is refused to customers and operators (403) and to anonymous callers (401)', async () => {
    const body = { branding: { name: 'X', primary_color: '#000000' } };
    for (const role of ['customer', 'operator'] as const)
      expect((await t.request('PUT', api('tenant/branding'), { as: role, body })).status).toBe(403);
    expect((await t.request('PUT', api('tenant/branding'), { body })).status).toBe(401);
  });
});

describe('POST /tenant/branding/{logo|favicon}', () => {
  it('stores a PNG logo and serves it as an image that cannot be sniffed into a page', async () => {
    const res = await upload('logo', PNG_1PX, 'marca.png', 'image/png');
    expect(res.status).toBe(200);
    const url: string = res.body.data.logo_url;
    expect(url).toMatch(/^\/api\/v1\/branding\/demo\/logo\?v=[0-9a-f]{12}$/);

    const image = await t.request('GET', url, { tenant: null });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toContain("default-src 'none'");
    expect(image.raw.equals(PNG_1PX)).toBe(true);
    // Another tenant has no logo of its own, and cannot be reached through this one.
    expect((await t.request('GET', api('branding/otra/logo'), { tenant: null })).status).toBe(404);
  });

  it('judges a file by its bytes: SVG, renamed HTML and oversize files are refused per field', async () => {
    const svg = await upload('logo', SVG, 'logo.svg', 'image/svg+xml');
    expect(svg.status).toBe(422);
    expect(svg.body.errors).toEqual({
      logo: ['Las imágenes SVG no se admiten por seguridad; sube un PNG'],
    });
    const html = await upload(
      'logo',
      Buffer.from('<html><script>x</script></html>'),
      'a.png',
      'image/png',
    );
    expect(html.body.errors).toEqual({ logo: ['El logotipo debe ser una imagen PNG, JPG o WebP'] });
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(1024 * 1024)]);
    const tooBig = await upload('logo', big, 'big.png', 'image/png');
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.errors).toEqual({ logo: ['El logotipo no puede pesar más de 1 MB'] });
    const { body, headers } = multipartFile(
      'file',
      'f.jpg',
      'image/jpeg',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    );
    const jpegFavicon = await t.request('POST', api('tenant/branding/favicon'), {
      as: 'admin',
      lang: 'en',
      body,
      headers,
    });
    expect(jpegFavicon.body.errors).toEqual({ favicon: ['The icon must be a PNG or ICO image'] });
  });

  it('takes an ICO favicon, then removes it on DELETE', async () => {
    const res = await upload('favicon', ICO, 'favicon.ico', 'image/x-icon');
    expect(res.status).toBe(200);
    const served = await t.request('GET', res.body.data.favicon_url, { tenant: null });
    expect(served.headers['content-type']).toBe('image/x-icon');
    const removed = await t.request('DELETE', api('tenant/branding/favicon'), { as: 'admin' });
    expect(removed.body.data.favicon_url).toBeNull();
    expect((await t.request('GET', api('branding/demo/favicon'), { tenant: null })).status).toBe(
      404,
    );
  });

  it('refuses a request without a file, and uploads by customers or anonymous callers', async () => {
    const json = await t.request('POST', api('tenant/branding/logo'), { as: 'admin', body: {} });
    expect(json.status).toBe(415);
    expect((await upload('logo', PNG_1PX, 'l.png', 'image/png', 'customer')).status).toBe(403);
    const { body, headers } = multipartFile('file', 'l.png', 'image/png', PNG_1PX);
    expect((await t.request('POST', api('tenant/branding/logo'), { body, headers })).status).toBe(
      401,
    );
    expect((await t.request('POST', api('tenant/branding/banner'), { as: 'admin' })).status).toBe(
      422,
    );
  });
});
