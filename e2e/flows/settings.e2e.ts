import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { withPages } from '../lib/browser';
import { signIn } from '../lib/session';
import { flowSuite } from '../lib/suite';
import { demoApi } from '../lib/api';

const suite = flowSuite();

/** Calls the API as a demo user, the way another screen would read a setting. */
const apiAs = async (email: string) => {
  const { raw } = await demoApi(suite.server.url, email);
  return (path: string) => raw(path);
};

async function openPanel(page: Page, name: string): Promise<void> {
  const summary = page.getByRole('button', { name: new RegExp(`^${name}`) });
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
}

describe('/settings', () => {
  it('an admin turns insurance on in its panel and the platform reads it at once', async () => {
    const asAdmin = await apiAs('admin@despacho.test');
    const before = (await (await asAdmin('settings/insurance/by_key')).json()) as {
      data: { value: string };
    };
    assert.equal(before.data.value, '0');
    await withPages(suite.browser, suite.server.url, ['settings-admin'], async (page) => {
      await signIn(page, 'admin@despacho.test');
      await page.getByRole('link', { name: 'Ajustes', exact: true }).click();
      await page.getByRole('heading', { name: 'Ajustes', exact: true }).waitFor();
      // Admins neither create nor delete.
      assert.equal(await page.getByRole('button', { name: 'Nuevo ajuste' }).count(), 0);
      await openPanel(page, 'Seguro');
      const row = page.locator('[data-setting-key="insurance"]');
      await row.getByText('Desactivado').waitFor();
      await row.getByRole('button', { name: 'Editar Seguro' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[name="value"]').check();
      await dialog.getByText('Activado').waitFor();
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await page.getByText('Ajuste guardado').waitFor();
      await row.getByText('Activado').waitFor();
      assert.equal(await row.getByRole('button', { name: /^Eliminar/ }).count(), 0);
    });
    const after = (await (await asAdmin('settings/insurance/by_key')).json()) as {
      data: { value: string };
    };
    assert.equal(after.data.value, '1');
  });

  it('a number setting refuses a word and keeps the stored value', async () => {
    await withPages(suite.browser, suite.server.url, ['settings-number'], async (page) => {
      await signIn(page, 'admin@despacho.test');
      await page.goto('/settings');
      await page.getByLabel('Buscar por nombre o clave').fill('paypal_min');
      const row = page.locator('[data-setting-key="paypal_min_amount"]');
      await row.getByRole('button', { name: /^Editar/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Valor').fill('cien');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await dialog.getByText('Escribe un número sin signos, p. ej. 100 o 99.50').waitFor();
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await row.getByText('100', { exact: true }).waitFor();
    });
  });

  it('a developer creates a hidden setting the admin never sees, then deletes it', async () => {
    const key = `e2e_hidden_${Date.now()}`;
    await withPages(suite.browser, suite.server.url, ['settings-dev'], async (page) => {
      await signIn(page, 'developer@despacho.test');
      await page.goto('/settings');
      await page.getByRole('button', { name: 'Nuevo ajuste' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Título').fill('Nota interna e2e');
      await dialog.getByLabel('Clave').fill(key);
      await dialog.getByLabel('Sección').selectOption('other');
      await dialog.getByLabel('Valor').fill('solo plataforma');
      await dialog.getByLabel('Visible para administradores').uncheck();
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await page.getByText('Ajuste creado').waitFor();
      await page.getByLabel('Buscar por nombre o clave').fill(key);
      const row = page.locator(`[data-setting-key="${key}"]`);
      await row.getByText('Oculto').waitFor();
      await row.getByText('solo plataforma').waitFor();

      const asAdmin = await apiAs('admin@despacho.test');
      const list = (await (await asAdmin('settings?per_page=2000')).json()) as {
        data: { key: string }[];
      };
      assert.ok(list.data.length > 0);
      assert.ok(!list.data.some((s) => s.key === key), 'admin must not see the hidden setting');
      assert.equal((await asAdmin(`settings/${key}/by_key`)).status, 404);

      await row.getByRole('button', { name: 'Eliminar Nota interna e2e' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
      await page.getByText('Ajuste eliminado').waitFor();
      await page.getByText(`Ningún ajuste coincide con «${key}»`).waitFor();
      const asDev = await apiAs('developer@despacho.test');
      assert.equal((await asDev(`settings/${key}/by_key`)).status, 404);
    });
  });
});

describe('/system-settings', () => {
  it('opens for a developer with its table, and a new key shows in it', async () => {
    await withPages(suite.browser, suite.server.url, ['system-settings'], async (page) => {
      await signIn(page, 'developer@despacho.test');
      await page.getByRole('link', { name: 'Ajustes del sistema' }).click();
      await page.getByRole('heading', { name: 'Ajustes del sistema' }).waitFor();
      await page.getByRole('button', { name: 'Nuevo ajuste del sistema' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Clave').fill('e2e_maintenance');
      await dialog.getByLabel('Valor').fill('0');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await page.getByText('Ajuste del sistema creado').waitFor();
      await page.getByRole('table').getByText('e2e_maintenance').waitFor();
    });
  });
});
