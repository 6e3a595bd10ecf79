import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, withPages } from '../lib/browser';
import { demoApi } from '../lib/api';
import { signIn } from '../lib/session';
import { flowSuite } from '../lib/suite';

const suite = flowSuite();

// Sign-in allows 10 tries a minute per address and e-mail: the developer's API signs in once.
let developerApi: ReturnType<typeof demoApi> | undefined;
const devApi = async () => {
  developerApi ??= demoApi(suite.server.url, 'developer@despacho.test');
  return (await developerApi).call;
};

interface Pricing {
  carriers: { id: number; status: string; services: { id: number; name: string }[] }[];
}

/** The demo customer and the first service of their first active carrier. */
async function customerAndService() {
  const dev = await devApi();
  const users = await dev<{ id: number; email: string }[]>(
    'GET',
    'users?search=customer@despacho.test',
  );
  const customer = users.find((u) => u.email === 'customer@despacho.test')!;
  const pricing = await dev<Pricing>('GET', `users/${customer.id}/prices`);
  const service = pricing.carriers.find((c) => c.status === 'active')!.services[0]!;
  return { dev, customer, service };
}

/** Labels of visible fields whose text does not fit (MUI cuts them with an ellipsis). */
const cutLabels = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('main label, [role=dialog] label'))
      .filter((l) => (l as HTMLElement).offsetParent && l.scrollWidth > l.clientWidth)
      .map((l) => l.textContent),
  );

/** Opens `path` in `locale` (the app reads the stored choice when it loads). */
async function openIn(page: Page, locale: 'es-MX' | 'en', path: string) {
  await page.evaluate((l) => localStorage.setItem('despacho.locale', l), locale);
  await page.goto(path);
}

const LAYERS = {
  'admin@despacho.test': ['Margen del administrador'],
  'main_admin@despacho.test': ['Margen del administrador', 'Margen del dueño'],
  'developer@despacho.test': [
    'Margen del administrador',
    'Margen del dueño',
    'Margen de plataforma',
  ],
};

describe("a customer's price page (issue 25: money fields staff can tell apart)", () => {
  for (const [email, layers] of Object.entries(LAYERS)) {
    it(`names each margin ${email.split('@')[0]} sees by its layer, each once`, async () => {
      const { customer, service } = await customerAndService();
      await withPages(suite.browser, suite.server.url, [`margins-${email}`], async (page) => {
        await signIn(page, email);
        await page.goto(`/users/${customer.id}/prices`);
        const row = page.getByRole('form', { name: service.name }).first();
        await row.getByRole('textbox').first().waitFor();
        const names = await row
          .getByRole('textbox')
          .evaluateAll((inputs) => inputs.map((i) => i.getAttribute('aria-label') ?? ''));
        assert.equal(names.length, layers.length * 2, `${email} sees ${names}`);
        assert.equal(new Set(names).size, names.length, `names repeat: ${names}`);
        for (const layer of layers) {
          for (const kind of ['Porcentaje (%)', 'Monto fijo ($)']) {
            const name = `${layer}: ${kind}`;
            assert.ok(names.includes(name), `${email} lacks "${name}" in ${names}`);
            // The browser's own accessible name, not only the attribute.
            assert.equal(await row.getByRole('textbox', { name, exact: true }).count(), 1);
          }
          assert.equal(
            await row.getByRole('group', { name: layer, exact: true }).getByRole('textbox').count(),
            2,
          );
        }
      });
    });
  }

  it('on a phone, in both languages, no margin label is cut and own prices read "1 kg"', async () => {
    const { dev, customer, service } = await customerAndService();
    for (const kg of [1, 2, 3])
      await dev('POST', `users/${customer.id}/services/${service.id}/user_prices`, {
        user_price: { kg, price: 100 + kg * 10 },
      });
    await withPages(
      suite.browser,
      suite.server.url,
      ['own-prices-phone'],
      async (page) => {
        await signIn(page, 'developer@despacho.test');
        for (const locale of ['es-MX', 'en'] as const) {
          await openIn(page, locale, `/users/${customer.id}/prices`);
          const row = page.getByRole('form', { name: service.name }).first();
          await row.getByRole('textbox').first().waitFor();
          assert.deepEqual(await cutLabels(page), [], `cut labels at 390px (${locale})`);

          await row.getByRole('button', { name: /^(Precios propios|Own prices)$/ }).click();
          const dialog = page.getByRole('dialog');
          const cards = dialog.getByTestId('data-table-card');
          await cards.first().waitFor();
          const titles = await cards.evaluateAll((els) =>
            els.map((el) => el.querySelector('p')?.textContent?.trim()),
          );
          assert.deepEqual(titles, ['1 kg', '2 kg', '3 kg']);
          assert.deepEqual(await cutLabels(page), [], `cut labels in the dialog (${locale})`);
        }
      },
      PHONE,
    );
  });
});

describe('the carrier form (issue 25: size surcharges and limits)', () => {
  it('names each oversize field by its charge, and cuts no label on a phone or a desktop', async () => {
    const dev = await devApi();
    const [carrier] = await dev<{ id: number }[]>('GET', 'carriers?per_page=2000');
    await withPages(suite.browser, suite.server.url, ['carrier-form'], async (page) => {
      await signIn(page, 'developer@despacho.test');
      for (const locale of ['es-MX', 'en'] as const) {
        for (const viewport of [PHONE, DESKTOP]) {
          await page.setViewportSize(viewport);
          await openIn(page, locale, `/carriers/${carrier!.id}/edit`);
          const first = page.getByRole('group', {
            name: locale === 'en' ? 'First oversize charge' : 'Primer cargo por sobredimensión',
          });
          await first.getByRole('textbox').first().waitFor();
          const names = await page
            .locator('main form')
            .first()
            .getByRole('textbox')
            .evaluateAll((inputs) =>
              inputs.map((i) => i.getAttribute('aria-label')).filter(Boolean),
            );
          assert.equal(new Set(names).size, names.length, `names repeat: ${names}`);
          const cost =
            locale === 'en'
              ? 'First oversize charge: Charge ($)'
              : 'Primer cargo por sobredimensión: Cargo ($)';
          assert.equal(await page.getByRole('textbox', { name: cost, exact: true }).count(), 1);
          assert.deepEqual(
            await cutLabels(page),
            [],
            `cut labels at ${viewport.width}px (${locale})`,
          );
        }
      }
    });
  });
});
