import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { demoApi } from '../lib/api';
import { PHONE, withPages } from '../lib/browser';
import { flowSuite } from '../lib/suite';
import { signIn } from '../lib/session';

const suite = flowSuite();

async function userIdOf(email: string): Promise<number> {
  const admin = await demoApi(suite.server.url, 'admin@despacho.test');
  const users = await admin.call<{ id: number; email: string }[]>(
    'GET',
    `users?search=${encodeURIComponent(email)}`,
  );
  const user = users.find((u) => u.email === email);
  assert.ok(user, `no demo user ${email}`);
  return user.id;
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { name, level: 1 });

describe('denied, missing and failed loads read as what they are (issue 25 item 3)', () => {
  it('a customer asking for another account’s transactions is told she has no access', async () => {
    const other = await userIdOf('main_admin@despacho.test');
    const customer = await demoApi(suite.server.url, 'customer@despacho.test');
    assert.equal((await customer.raw(`users/${other}/transactions`)).status, 403);
    await withPages(suite.browser, suite.server.url, ['denied-transactions'], async (page) => {
      await signIn(page, 'customer@despacho.test');
      await page.goto(`/users/${other}/transactions`);
      await heading(page, 'No tienes acceso a esta página').waitFor();
      assert.equal(await page.getByText(/Aún no hay movimientos/).count(), 0);
      assert.equal(await page.getByText('404').count(), 0);
    });
  });

  it('an operator asking for a user’s fiscal data sees "no access", in English too', async () => {
    const customerId = await userIdOf('customer@despacho.test');
    const operator = await demoApi(suite.server.url, 'operator@despacho.test');
    assert.equal(
      (await operator.raw(`fiscal_data?where[user_id]=${customerId}`)).status,
      403,
      'the API refuses the operator',
    );
    await withPages(
      suite.browser,
      suite.server.url,
      ['denied-fiscal-phone'],
      async (page) => {
        await page.addInitScript(() => localStorage.setItem('despacho.locale', 'en'));
        await signIn(page, 'operator@despacho.test');
        await page.goto(`/users/${customerId}/fiscal-data`);
        await heading(page, "You don't have access to this page").waitFor();
        assert.equal(await page.getByText(/not found/i).count(), 0);
      },
      PHONE,
    );
  });

  it('a user that does not exist is "not found" with the way back to the list', async () => {
    await withPages(suite.browser, suite.server.url, ['missing-user'], async (page) => {
      await signIn(page, 'admin@despacho.test');
      await page.goto('/users/987654/transactions');
      await heading(page, 'Usuario no encontrado').waitFor();
      assert.equal(await page.getByText('No tienes acceso a esta página').count(), 0);
      await page.getByRole('link', { name: 'Volver a usuarios' }).click();
      await page.waitForURL(/\/users$/);
    });
  });

  it('a list whose load fails says so, and its retry brings the rows', async () => {
    await withPages(suite.browser, suite.server.url, ['failed-list'], async (page) => {
      await signIn(page, 'admin@despacho.test');
      const failing = (url: URL) => url.pathname === '/api/v1/users';
      await page.route(failing, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ errors: { base: ['Error interno'] } }),
        }),
      );
      await page.goto('/users');
      await page.getByText('No pudimos cargar la lista.').waitFor();
      assert.equal(await page.getByText('¡Sin resultados!').count(), 0);
      await page.unroute(failing);
      await page.getByRole('button', { name: 'Reintentar' }).click();
      await page.getByText('customer@despacho.test').first().waitFor();
      assert.equal(await page.getByText('No pudimos cargar la lista.').count(), 0);
    });
  });

  it('a confirmation link without its token or with a used one says what happened', async () => {
    await withPages(suite.browser, suite.server.url, ['confirm-links'], async (page) => {
      await page.goto('/confirm');
      await heading(page, 'Al enlace le falta una parte').waitFor();
      assert.equal(await page.getByText('Este campo es obligatorio').count(), 0);
      assert.ok(page.url().endsWith('/confirm'), 'stays on the link’s page');
      await page.goto('/confirm?confirmation_token=no-such-token');
      await heading(page, 'Este enlace ya no sirve').waitFor();
      await page.getByRole('link', { name: 'Pedir un correo nuevo' }).click();
      await page.waitForURL(/\/confirmation$/);
    });
  });
});
