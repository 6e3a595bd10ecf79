import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withPages } from '../lib/browser';
import { flowSuite } from '../lib/suite';
import { linkFromMailbox, signIn } from '../lib/session';

const suite = flowSuite();

describe('a new customer', () => {
  it('signs up, confirms through the outbox, signs in, edits the profile and signs out', async () => {
    const email = `nueva.${Date.now()}@ejemplo.mx`;
    await withPages(suite.browser, suite.server.url, ['signup-flow'], async (page) => {
      await page.goto('/signup?ref=');
      await page.locator('input[name="name"]').fill('Lucía');
      await page.locator('input[name="last_name"]').fill('Hernández');
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="password"]').fill('Segura.2026');
      await page.locator('input[name="phone"]').fill('(81) 1234-5678');
      await page.locator('input[name="company"]').fill('Dulces Lucía');
      await page.getByRole('button', { name: 'Siguiente' }).click();

      // Step 2 only appears once step 1 is valid; the first answer is required.
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await page.getByText('Selecciona una respuesta').waitFor();
      await page.locator('select[name="shipments_per_month"]').selectOption('21-50');
      await page.locator('select[name="business_type"]').selectOption('ecommerce');
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await page.getByRole('heading', { name: 'Revisa tu correo' }).waitFor();
      assert.ok(await page.getByText('¡Gracias por registrarte!').isVisible());
      assert.ok(await page.getByText(email).first().isVisible());
      await page.getByRole('link', { name: 'Ir a iniciar sesión' }).click();
      await page.waitForURL(/\/login/);

      // Not confirmed yet: sign-in is refused with the reason.
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="password"]').fill('Segura.2026');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page
        .getByText(/no está confirmada/)
        .first()
        .waitFor();

      const link = await linkFromMailbox(suite.server.url, email, 'confirmation_token=');
      await page.goto(link.replace(/^https?:\/\/[^/]+/, suite.server.url));
      await page.waitForURL(/\/login/);

      await signIn(page, email, 'Segura.2026');
      assert.ok(await page.getByText('Lucía Hernández').first().isVisible());

      await page.goto('/profile');
      await page.locator('input[name="company"]').fill('Dulces Lucía del Norte');
      await page.locator('input[name="phone"]').fill('8112345679');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.getByText('Guardado correctamente').waitFor();
      await page.reload();
      assert.equal(
        await page.locator('input[name="company"]').inputValue(),
        'Dulces Lucía del Norte',
      );
      // Shown grouped, the Mexican way, after the +52 adornment; stored as 10 digits.
      assert.equal(await page.locator('input[name="phone"]').inputValue(), '81 1234 5679');

      await page.getByRole('link', { name: 'Cerrar sesión' }).click();
      await page.waitForURL(/\/login/);
      await page.goto('/dashboard');
      await page.waitForURL(/\/login\?redirect=%2Fdashboard/);
    });
  });
});

describe('language', () => {
  it('switches to English on the login page, keeps it after sign-in and reload', async () => {
    await withPages(suite.browser, suite.server.url, ['language'], async (page) => {
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
      await page.getByRole('button', { name: 'Inglés' }).click();
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await signIn(page, 'customer@despacho.test');
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      assert.ok(await page.getByText('Available balance').isVisible());
      await page.reload();
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      assert.ok(await page.getByRole('link', { name: 'My transactions' }).isVisible());
    });
  });

  it("fetches only the words a screen shows: the reader's language, an area with its page, the other on a switch", async () => {
    await withPages(suite.browser, suite.server.url, ['texts-by-area'], async (page) => {
      const texts: string[] = [];
      page.on('response', (res) => {
        const file = /\/assets\/((?:[a-z-]+\.)?(?:es-MX|en))-[\w-]+\.js$/.exec(
          new URL(res.url()).pathname,
        );
        if (file?.[1]) texts.push(file[1]);
      });
      await signIn(page, 'customer@despacho.test');
      await page.getByRole('heading', { name: 'Tablero' }).waitFor();
      assert.deepEqual(texts, ['es-MX'], 'the dashboard needs the Spanish base texts only');

      await page.getByRole('navigation').getByRole('link', { name: 'Envíos' }).click();
      await page.getByRole('heading', { name: 'Envíos', exact: true }).waitFor();
      // The list's areas (its own, the wizard's, stores', tracking's), in Spanish only.
      const spanish = [...texts];
      assert.ok(spanish.includes('shipments.es-MX'), spanish.join());
      assert.ok(
        spanish.every((file) => file.endsWith('es-MX')),
        spanish.join(),
      );
      assert.ok(!spanish.includes('settings-admin.es-MX'), 'no staff area for a merchant');

      // The switch in the drawer: the page's own words change at once, in English, with the
      // same areas fetched in English.
      await page.getByRole('button', { name: 'Inglés' }).click();
      await page.getByRole('heading', { name: 'Shipments', exact: true }).waitFor();
      await page
        .getByRole('search')
        .getByRole('textbox', { name: 'Shipment or order number' })
        .waitFor();
      assert.deepEqual(
        texts.filter((file) => file.endsWith('en')).sort(),
        spanish.map((file) => file.replace('es-MX', 'en')).sort(),
      );
      const body = await page.locator('body').innerText();
      assert.ok(!/\bshipments\.[a-z]/.test(body), 'no text key shows instead of its words');
    });
  });
});
