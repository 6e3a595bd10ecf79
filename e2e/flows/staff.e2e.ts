import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withPages } from '../lib/browser';
import { flowSuite } from '../lib/suite';
import { menuLinks, signIn } from '../lib/session';

const suite = flowSuite();

const MENUS: Record<string, { has: string[]; lacks: string[] }> = {
  'customer@despacho.test': {
    has: [
      'Tablero',
      'Envíos',
      'Mis movimientos',
      'Agregar fondos',
      'Datos fiscales',
      'Direcciones',
    ],
    lacks: ['Usuarios', 'Avisos', 'Cuentas bancarias', 'Ajustes del sistema'],
  },
  'operator@despacho.test': {
    has: ['Tablero', 'Usuarios', 'Movimientos'],
    lacks: ['Datos fiscales', 'Avisos', 'Ajustes del sistema'],
  },
  'admin@despacho.test': {
    has: ['Usuarios', 'Avisos', 'Cuentas bancarias', 'Ajustes'],
    lacks: ['Datos fiscales', 'Ajustes del sistema', 'Validadores'],
  },
  'developer@despacho.test': {
    has: ['Avisos', 'Cuentas bancarias', 'Ajustes del sistema', 'Validadores', 'Proveedores'],
    lacks: ['Datos fiscales'],
  },
};

describe('the drawer', () => {
  for (const [email, { has, lacks }] of Object.entries(MENUS)) {
    it(`shows ${email.split('@')[0]} their own menu`, async () => {
      await withPages(
        suite.browser,
        suite.server.url,
        [`menu-${email.split('@')[0]}`],
        async (page) => {
          await signIn(page, email);
          const links = await menuLinks(page);
          for (const item of has)
            assert.ok(links.includes(item), `${email} should see ${item}: ${links}`);
          for (const item of lacks)
            assert.ok(!links.includes(item), `${email} should not see ${item}`);
        },
      );
    });
  }
});

describe('the route guard', () => {
  it('lets an admin skip the menu with the keyboard, the ring showing where focus is', async () => {
    await withPages(suite.browser, suite.server.url, ['skip-link'], async (page) => {
      await signIn(page, 'admin@despacho.test');
      await page.goto('/dashboard');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Saltar al contenido' });
      assert.ok(await skip.evaluate((el) => el === document.activeElement));
      assert.ok(await skip.isVisible(), 'the focused skip link is on screen');
      await page.keyboard.press('Enter');
      assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'MAIN');
      // The next stop is in the page, not one of the ~30 menu links.
      await page.keyboard.press('Tab');
      const inMain = await page.evaluate(
        () => !!document.activeElement?.closest('main') && !document.activeElement?.closest('nav'),
      );
      assert.ok(inMain, 'after the skip, Tab stays in the page');
      const ring = await page.evaluate(
        () => getComputedStyle(document.activeElement!).outlineStyle,
      );
      assert.equal(ring, 'solid', 'a focused button shows its ring');
    });
  });

  it('sends a customer away from a staff route', async () => {
    await withPages(suite.browser, suite.server.url, ['guard'], async (page) => {
      await signIn(page, 'customer@despacho.test');
      await page.goto('/notices?page=2');
      await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/dashboard');
      await page.getByRole('heading', { name: 'Tablero' }).waitFor();
      await page.getByText('No tienes permiso para ver esa página').waitFor();
      // Spec 1 §2: home with a redirect query that keeps what was asked for, query included.
      assert.equal(new URL(page.url()).searchParams.get('redirect'), '/notices?page=2');
      assert.equal(await page.getByRole('heading', { name: 'Avisos', exact: true }).count(), 0);
    });
  });
});

describe('notices', () => {
  it('an admin creates a notice that the customer then sees on the dashboard', async () => {
    const title = `Cierre anticipado ${Date.now()}`;
    await withPages(
      suite.browser,
      suite.server.url,
      ['notice-admin', 'notice-customer'],
      async (admin, customer) => {
        await signIn(admin, 'admin@despacho.test');
        await admin.getByRole('link', { name: 'Avisos' }).click();
        await admin.getByRole('link', { name: 'Nuevo aviso' }).click();
        await admin.locator('input[name="title"]').fill(title);
        const editor = admin.getByTestId('field-description');
        await editor.click();
        await admin.keyboard.type('Hoy cerramos a las ');
        await admin.getByRole('button', { name: 'Negritas' }).click();
        await admin.keyboard.type('15:00');
        // Typed markup stays text: nobody writes HTML, so nothing of it can run.
        await admin.getByRole('button', { name: 'Negritas' }).click();
        await admin.keyboard.type('. <img src=x onerror="alert(1)">');
        await admin.locator('select[name="notice_type"]').selectOption('warning');
        await admin.getByRole('tab', { name: 'Vista previa' }).click();
        await admin
          .getByTestId('field-description-preview')
          .locator('strong', { hasText: '15:00' })
          .waitFor();
        await admin.getByRole('button', { name: 'Guardar' }).click();
        await admin.getByText('Guardado correctamente').waitFor();
        await admin.getByRole('cell', { name: title, exact: true }).waitFor();

        let alerted = false;
        customer.on('dialog', (d) => {
          alerted = true;
          void d.dismiss();
        });
        await signIn(customer, 'customer@despacho.test');
        const alert = customer.getByRole('alert').filter({ hasText: title });
        await alert.waitFor();
        assert.match(await alert.innerText(), /Hoy cerramos a las 15:00/);
        assert.equal(await alert.locator('strong', { hasText: '15:00' }).count(), 1);
        assert.match((await alert.getAttribute('class')) ?? '', /Warning/i);
        assert.equal(alerted, false, 'the notice HTML must not run scripts');
      },
    );
  });
});
