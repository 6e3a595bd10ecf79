import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { demoApi } from '../lib/api';
import { PHONE, withPages } from '../lib/browser';
import { flowSuite } from '../lib/suite';
import { DEMO_PASSWORD, signIn } from '../lib/session';

const suite = flowSuite();
const NAME = 'Envíos Norte Logística';
const PURPLE = '#6a1b9a';

/** A logo as a brand's designer would make one: a PNG with the name on it, drawn by the browser. */
async function drawLogo(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 360;
    canvas.height = 90;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#6a1b9a';
    g.fillRect(0, 0, 90, 90);
    g.fillStyle = '#222';
    g.font = 'bold 34px sans-serif';
    g.fillText('ENVÍOS NORTE', 100, 58);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

async function brandTheTenant(page: Page): Promise<void> {
  const owner = await demoApi(suite.server.url, 'main_admin@despacho.test');
  await owner.call('PUT', 'tenant/branding', {
    branding: { name: NAME, primary_color: PURPLE, secondary_color: null },
  });
  await page.goto('/login');
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await drawLogo(page))], { type: 'image/png' }),
    'logo.png',
  );
  const session = await fetch(`${suite.server.url}/api/v1/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant': 'demo' },
    body: JSON.stringify({ user: { email: 'main_admin@despacho.test', password: DEMO_PASSWORD } }),
  });
  const { data } = (await session.json()) as { data: { token: string } };
  const upload = await fetch(`${suite.server.url}/api/v1/tenant/branding/logo`, {
    method: 'POST',
    headers: { 'x-tenant': 'demo', authorization: `Bearer ${data.token}` },
    body: form,
  });
  assert.equal(upload.status, 200, await upload.text());
  await owner.call('POST', 'notices', {
    notice: {
      title: 'Nuevo horario',
      description:
        '<p>Consulta <a href="https://example.com/horario">el horario de recolección</a>.</p>',
      notice_type: 'info',
    },
  });
}

describe("the tenant's brand (issue 25 item 7)", () => {
  it('a logo replaces the name in the menu; links and accents take the brand colour', async () => {
    await withPages(suite.browser, suite.server.url, ['brand-desktop'], async (page) => {
      await brandTheTenant(page);
      await signIn(page, 'customer@despacho.test');
      const brand = page.getByTestId('drawer-brand');
      const logo = brand.getByRole('img', { name: NAME });
      await logo.waitFor();
      assert.ok(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth > 0), 'loads');
      assert.equal((await brand.innerText()).trim(), '', 'no name written beside the logo');
      const box = (await logo.boundingBox())!;
      const area = (await brand.boundingBox())!;
      assert.ok(box.x + box.width <= area.x + area.width, 'the logo is not cut by the menu');

      const link = page
        .getByTestId('notice-alert')
        .getByRole('link', { name: 'el horario de recolección' });
      await link.waitFor();
      assert.equal(await link.evaluate((a) => getComputedStyle(a).color), 'rgb(106, 27, 154)');
    });
  });

  it('on a phone the top bar shows the logo on its plate, and signed-out pages too', async () => {
    await withPages(
      suite.browser,
      suite.server.url,
      ['brand-phone'],
      async (page) => {
        await page.goto('/login');
        await page.getByRole('img', { name: NAME }).first().waitFor();
        await signIn(page, 'customer@despacho.test');
        const bar = page.locator('header');
        await bar.getByRole('img', { name: NAME }).waitFor();
        assert.equal(await bar.getByText(NAME).count(), 0);
      },
      PHONE,
    );
  });
});
