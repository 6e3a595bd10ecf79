import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE, withPages } from '../lib/browser';
import { flowSuite } from '../lib/suite';
import { signIn } from '../lib/session';

const suite = flowSuite();

/** The drawer's groups as a person reads them: heading, then the entry names under it. */
async function drawerGroups(page: Page): Promise<Record<string, string[]>> {
  const nav = page.getByRole('navigation').first();
  await nav.getByRole('link').first().waitFor();
  const groups: Record<string, string[]> = {};
  for (const list of await nav.locator('[data-testid^="menu-group-"]').all()) {
    const heading = (await list.locator('.MuiListSubheader-root').innerText()).trim();
    groups[heading] = (await list.getByRole('link').allInnerTexts()).map((s) => s.trim());
  }
  return groups;
}

describe("staff's drawer and dashboard (issue 25)", () => {
  it('groups an admin’s entries by what they are about, the merchant tools apart', async () => {
    await withPages(suite.browser, suite.server.url, ['admin-drawer'], async (page) => {
      await signIn(page, 'admin@despacho.test');
      const groups = await drawerGroups(page);
      assert.deepEqual(Object.keys(groups), [
        'Operación',
        'Catálogo',
        'Dinero',
        'Configuración',
        'Mis herramientas',
      ]);
      assert.ok(groups['Operación']!.includes('Usuarios'), JSON.stringify(groups));
      assert.ok(groups['Catálogo']!.includes('Paqueterías'), JSON.stringify(groups));
      assert.ok(groups['Dinero']!.includes('Movimientos'), JSON.stringify(groups));
      assert.ok(groups['Configuración']!.includes('Avisos'), JSON.stringify(groups));
      assert.ok(groups['Mis herramientas']!.includes('Mis movimientos'), JSON.stringify(groups));
      // Every entry once: nothing left flat or counted twice.
      const all = Object.values(groups).flat();
      assert.equal(new Set(all).size, all.length, `an entry shows twice: ${all}`);
    });
  });

  it("shows staff the tenant's work waiting, not their own balance or a support button", async () => {
    await withPages(suite.browser, suite.server.url, ['admin-dashboard'], async (page) => {
      await signIn(page, 'admin@despacho.test');
      await page.getByRole('heading', { name: 'Tu operación hoy' }).waitFor();
      for (const card of ['shipmentsToday', 'pendingCancellations', 'paymentProofs'])
        assert.ok(await page.getByTestId(`staff-${card}`).isVisible(), card);
      assert.ok(await page.getByTestId('staff-low-balance').isVisible());
      assert.equal(await page.getByText('Saldo disponible').count(), 0);
      assert.equal(await page.getByRole('button', { name: /soporte/i }).count(), 0);
    });
  });

  it('keeps a customer’s own short menu and dashboard, on a phone too', async () => {
    await withPages(
      suite.browser,
      suite.server.url,
      ['customer-dashboard'],
      async (page) => {
        await signIn(page, 'customer@despacho.test');
        await page.getByText('Saldo disponible').waitFor();
        assert.equal(await page.getByRole('heading', { name: 'Tu operación hoy' }).count(), 0);
        await page
          .getByRole('button', { name: /menú|menu/i })
          .first()
          .click();
        const groups = await drawerGroups(page);
        assert.deepEqual(Object.keys(groups), ['Mi cuenta', 'Configuraciones']);
      },
      PHONE,
    );
  });
});
