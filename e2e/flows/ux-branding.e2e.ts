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
const AMBER = '#ffc107';

/** WCAG's contrast ratio of two `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

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

      // A neutral (`info`) chip takes the brand colour; success keeps its green, for its meaning.
      await page.goto('/api/docs/partners');
      const chip = (method: string) =>
        page.locator('.MuiAccordionSummary-content .MuiChip-root', { hasText: method }).first();
      await chip('GET').waitFor();
      const background = (method: string) =>
        chip(method).evaluate((el) => getComputedStyle(el).backgroundColor);
      assert.equal(await background('GET'), 'rgb(106, 27, 154)');
      assert.equal(await background('POST'), 'rgb(46, 125, 50)'); // MUI's success green
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

  it("a light brand colour is darkened until a notice's link reads at WCAG AA", async () => {
    const owner = await demoApi(suite.server.url, 'main_admin@despacho.test');
    await owner.call('PUT', 'tenant/branding', {
      branding: { name: NAME, primary_color: AMBER, secondary_color: null },
    });
    await withPages(suite.browser, suite.server.url, ['brand-light'], async (page) => {
      await signIn(page, 'customer@despacho.test');
      const notice = page
        .getByTestId('notice-alert')
        .filter({ hasText: 'el horario de recolección' });
      const link = notice.getByRole('link', { name: 'el horario de recolección' });
      await link.waitFor();
      const colour = await link.evaluate((a) => getComputedStyle(a).color);
      const tint = await notice.evaluate((el) => getComputedStyle(el).backgroundColor);
      assert.notEqual(colour, 'rgb(255, 193, 7)', 'not the amber itself');
      assert.notEqual(colour, 'rgb(0, 0, 238)', "not the browser's blue");
      assert.ok(contrast(colour, tint) >= 4.5, `${colour} on ${tint}`);
      assert.ok(contrast(colour, 'rgb(255, 255, 255)') >= 4.5, `${colour} on white`);
      // The dashboard's text buttons ("make your first shipment") are darkened the same way.
      const next = page.getByRole('link', { name: 'Crea tu primer envío' }).first();
      const words = await next.evaluate((el) => getComputedStyle(el).color);
      assert.ok(contrast(words, 'rgb(255, 255, 255)') >= 4.5, `${words} on a card`);
    });
  });
});
