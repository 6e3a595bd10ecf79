import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE, waitForTitle, withPages } from '../lib/browser';
import { flowSuite } from '../lib/suite';
import { signIn } from '../lib/session';

const suite = flowSuite();

/** Nothing on the page is wider than the screen (no sideways scrolling, nothing cut off). */
async function assertFitsWidth(page: Page, what: string): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  assert.ok(scroll <= width, `${what}: page is ${scroll}px wide on a ${width}px screen`);
}

async function assertOnScreen(page: Page, name: string, role: 'button' | 'link' = 'button') {
  const box = await page.getByRole(role, { name }).first().boundingBox();
  assert.ok(box, `${name} is not rendered`);
  assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, `${name} is off-screen: ${box.x}`);
}

const openMenuLink = async (page: Page, name: string) => {
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name })
    .click();
};

describe('lists on a 390 × 844 phone', () => {
  it('shows notices and bank accounts as cards whose actions and paging fit the screen', async () => {
    await withPages(
      suite.browser,
      suite.server.url,
      ['phone-lists'],
      async (page) => {
        await signIn(page, 'admin@despacho.test');
        await openMenuLink(page, 'Avisos');
        await page.getByRole('heading', { name: 'Avisos', exact: true }).waitFor();
        const cards = page.getByTestId('data-table-card');
        await cards.first().waitFor();
        assert.ok((await cards.count()) >= 2);
        assert.equal(await page.getByRole('table').count(), 0, 'no wide table on a phone');
        await assertFitsWidth(page, '/notices');
        await assertOnScreen(page, 'Eliminar aviso Bienvenido a Despacho');
        await assertOnScreen(page, 'Última página');
        await assertOnScreen(page, 'Página siguiente');

        // The filters wrap, the search is there, and a tap on a card opens it.
        await page.locator('select[name="status"]').selectOption('active');
        await page.getByText('Estado: Activo').waitFor();
        await assertFitsWidth(page, '/notices filtered');
        await cards.filter({ hasText: 'Bienvenido a Despacho' }).getByText('Información').click();
        await page.waitForURL(/\/notices\/\d+\/edit$/);
        await page.getByRole('heading', { name: 'Editar aviso' }).waitFor();
        await assertFitsWidth(page, '/notices/:id/edit');

        await page.goto('/bank-accounts');
        await page.getByRole('heading', { name: 'Cuentas bancarias' }).waitFor();
        await cards.first().waitFor();
        await assertFitsWidth(page, '/bank-accounts');
        await assertOnScreen(page, 'Eliminar cuenta de BBVA México');
        assert.ok(await page.getByText('012 180 00123456789 9').isVisible(), 'CLABE grouped');

        await page.goto('/');
        // The staff dashboard's carriers table (the demo's two carriers) must fit the phone too.
        await page.getByText('Despacho Express').first().waitFor();
        await assertFitsWidth(page, 'staff dashboard');
      },
      PHONE,
    );
  });
});

describe('a page whose code is gone (a deploy since the tab was opened)', () => {
  it('answers a missing script with 404, not with the app', async () => {
    const res = await fetch(`${suite.server.url}/assets/NoticesListPage-gone123.js`);
    assert.equal(res.status, 404);
    assert.doesNotMatch(await res.text(), /<div id="root">/);
  });

  it('reloads the app once and the page opens', async () => {
    await withPages(suite.browser, suite.server.url, ['stale-chunk'], async (page) => {
      await signIn(page, 'admin@despacho.test');
      let failed = 0;
      await page.route('**/assets/NoticesListPage-*.js', async (route) => {
        if (failed++ === 0) return route.fulfill({ status: 404, body: 'Not found' });
        return route.continue();
      });
      let loads = 0;
      page.on('load', () => loads++);
      await page.getByRole('link', { name: 'Avisos' }).click();
      await page.getByRole('heading', { name: 'Avisos', exact: true }).waitFor();
      await page.getByText('Bienvenido a Despacho').first().waitFor();
      assert.equal(failed, 2, 'the chunk was asked for again after the reload');
      assert.equal(loads, 1, 'exactly one reload');
    });
  });

  it('when the chunk stays missing, shows the translated error screen inside the menu', async () => {
    await withPages(suite.browser, suite.server.url, ['route-error'], async (page) => {
      await signIn(page, 'admin@despacho.test');
      await page.route('**/assets/NoticesListPage-*.js', (route) =>
        route.fulfill({ status: 404, body: 'Not found' }),
      );
      await page.getByRole('link', { name: 'Avisos' }).click();
      await page
        .getByRole('heading', { name: 'Hay una versión nueva o se perdió la conexión' })
        .waitFor();
      assert.ok(await page.getByRole('navigation', { name: 'Menú principal' }).isVisible());
      assert.ok(await page.getByRole('button', { name: 'Reintentar' }).isVisible());
      assert.ok(await page.getByRole('link', { name: 'Ir al inicio' }).isVisible());
      assert.equal(await page.getByText(/Unexpected Application Error|Hey developer/).count(), 0);

      await page.unroute('**/assets/NoticesListPage-*.js');
      await page.getByRole('button', { name: 'Reintentar' }).click();
      await page.getByText('Bienvenido a Despacho').first().waitFor();
    });
  });
});

describe('the 404 page', () => {
  it('keeps the menu for a signed-in user and names the tab in Spanish', async () => {
    await withPages(suite.browser, suite.server.url, ['not-found'], async (page) => {
      await signIn(page, 'customer@despacho.test');
      await page.goto('/no/such/page');
      await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
      assert.ok(await page.getByRole('navigation', { name: 'Menú principal' }).isVisible());
      assert.equal(
        await waitForTitle(page, 'Página no encontrada · Despacho Demo'),
        'Página no encontrada · Despacho Demo',
      );
    });
  });

  it('shows a visitor the public frame, and English when chosen', async () => {
    await withPages(suite.browser, suite.server.url, ['not-found-visitor'], async (page) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Inglés' }).click();
      await page.goto('/nothing-here');
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      assert.equal(await page.getByRole('navigation', { name: 'Main menu' }).count(), 0);
      assert.equal(
        await waitForTitle(page, 'Page not found · Despacho Demo'),
        'Page not found · Despacho Demo',
      );
    });
  });
});

describe('white label', () => {
  it('serves a favicon and names the tab after the page and the tenant', async () => {
    const icon = await fetch(`${suite.server.url}/favicon.ico`);
    assert.equal(icon.status, 200);
    assert.match(icon.headers.get('content-type') ?? '', /^image\//);
    await withPages(suite.browser, suite.server.url, ['tab-title'], async (page) => {
      await signIn(page, 'admin@despacho.test');
      assert.equal(await waitForTitle(page, 'Tablero · Despacho Demo'), 'Tablero · Despacho Demo');
    });
  });
});
