import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PHONE, withPages } from '../lib/browser';
import { signIn } from '../lib/session';
import { flowSuite } from '../lib/suite';
import { demoApi } from '../lib/api';

const suite = flowSuite();

/** The API as a demo user, to lay out what the screens then act on. */
const apiAs = async (email: string) => (await demoApi(suite.server.url, email)).call;

describe('issue 20 loose ends', () => {
  it('carrier settings: a developer hides one, an admin never sees it and deletes another after confirming', async () => {
    const dev = await apiAs('developer@despacho.test');
    const carriers = await dev<{ id: number; name: string }[]>('GET', 'carriers?per_page=2000');
    const carrier = carriers[0]!;
    await withPages(suite.browser, suite.server.url, ['dev', 'admin'], async (developer, admin) => {
      await signIn(developer, 'developer@despacho.test');
      await developer.goto(`/carriers/${carrier.id}/edit`);
      const form = developer.getByRole('form', { name: 'Agregar o cambiar una configuración' });
      await form.getByRole('textbox', { name: 'Clave' }).fill('e2e_hidden_note');
      await form.getByRole('textbox', { name: 'Valor' }).fill('solo desarrolladores');
      await form.getByRole('checkbox', { name: 'Visible' }).uncheck();
      await form.getByRole('button', { name: 'Agregar' }).click();
      const hiddenRow = developer.getByRole('row', { name: /e2e_hidden_note/ });
      await hiddenRow.getByText('Oculto').waitFor();
      await form.getByRole('textbox', { name: 'Clave' }).fill('e2e_branch');
      await form.getByRole('textbox', { name: 'Valor' }).fill('Centro');
      await form.getByRole('button', { name: 'Agregar' }).click();
      await developer.getByRole('row', { name: /e2e_branch/ }).waitFor();

      await signIn(admin, 'admin@despacho.test');
      await admin.goto(`/carriers/${carrier.id}/edit`);
      const branch = admin.getByRole('row', { name: /e2e_branch/ });
      await branch.waitFor();
      assert.equal(await admin.getByText('e2e_hidden_note').count(), 0);
      assert.equal(await admin.getByRole('checkbox', { name: 'Visible' }).count(), 0);
      await branch.getByRole('button', { name: 'Eliminar e2e_branch' }).click();
      const dialog = admin.getByRole('dialog', { name: '¿Eliminar el ajuste e2e_branch?' });
      await dialog.getByRole('button', { name: 'Eliminar' }).click();
      await admin.getByText('Ajuste eliminado').waitFor();
      await branch.waitFor({ state: 'detached' });
    });
  });

  it('validators: the id column, and the edit form opened from the URL reads the record', async () => {
    const dev = await apiAs('developer@despacho.test');
    const [first] = await dev<{ id: number; name: string; description: string }[]>(
      'GET',
      'validators',
    );
    await withPages(suite.browser, suite.server.url, ['validators'], async (page) => {
      await signIn(page, 'developer@despacho.test');
      await page.goto(`/validators?edit=${first!.id}`);
      const form = page.getByRole('form', { name: `Editar ${first!.name}` });
      const description = form.getByRole('textbox', { name: /Descripción/ });
      await description.waitFor();
      assert.equal(await description.inputValue(), first!.description);
      await page.getByRole('columnheader', { name: 'ID' }).waitFor();
    });
  });

  it("a customer's prices on a phone: each margin labelled whole, grouped by layer", async () => {
    const admin = await apiAs('main_admin@despacho.test');
    const users = await admin<{ id: number; email: string }[]>(
      'GET',
      'users?search=customer@despacho.test',
    );
    const customer = users.find((u) => u.email === 'customer@despacho.test')!;
    await withPages(
      suite.browser,
      suite.server.url,
      ['prices-phone'],
      async (page) => {
        await signIn(page, 'main_admin@despacho.test');
        await page.goto(`/users/${customer.id}/prices`);
        const group = page.getByRole('group', { name: 'Margen del dueño' }).first();
        await group.waitFor();
        for (const name of ['Porcentaje (%)', 'Monto fijo ($)']) {
          const label = group.locator('label', { hasText: name });
          const fits = await label.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
          assert.ok(fits, `"${name}" is cut at 390px`);
        }
        assert.equal(
          (await page.getByLabel('Margen del administrador: Porcentaje (%)').count()) > 0,
          true,
        );
      },
      PHONE,
    );
  });
});
