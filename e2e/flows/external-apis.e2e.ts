import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE, snap, withPages } from '../lib/browser';
import {
  shipmentsWithKey,
  signatureIsValid,
  startReceiver,
  type ReceivedHook,
} from '../lib/external-apis';
import { signIn } from '../lib/session';
import { flowSuite } from '../lib/suite';

const suite = flowSuite();
const CARMEN = 'customer@despacho.test';
const MASK = '*'.repeat(32);

let receiver: Awaited<ReturnType<typeof startReceiver>>;
before(async () => {
  receiver = await startReceiver();
});
after(async () => {
  await receiver.stop();
});

/** Generates a key in the browser and answers the whole key the dialog shows (once). */
async function generateKey(page: Page, name: string, texts = ES): Promise<string> {
  await page.getByRole('button', { name: texts.generate }).first().click();
  const dialog = page.getByRole('dialog', { name: texts.generateTitle });
  await dialog.getByLabel(texts.keyName).fill(name);
  await dialog.getByRole('button', { name: texts.generate }).click();
  const shown = page.getByRole('dialog', { name: texts.createdTitle });
  const key = (await shown.getByTestId('shown-once-secret').innerText()).trim();
  assert.match(key, /^dsp_test_[A-Za-z0-9]{40}$/);
  await shown.getByRole('button', { name: texts.understood }).click();
  await shown.waitFor({ state: 'hidden' });
  return key;
}

const ES = {
  generate: 'Generar clave',
  generateTitle: 'Generar clave API',
  keyName: /Nombre de la clave/,
  createdTitle: 'Tu nueva clave API',
  understood: 'Entendido',
};
const EN = {
  generate: 'Generate key',
  generateTitle: 'Generate API key',
  keyName: /Key name/,
  createdTitle: 'Your new API key',
  understood: 'Understood',
};

const parsed = (hook: ReceivedHook) =>
  JSON.parse(hook.body) as { id: string; type: string; data: unknown };

describe('external APIs', () => {
  it('Carmen generates a key (shown once), calls the API with it, deletes it (401); adds a webhook, tests and resends it', async () => {
    await withPages(suite.browser, suite.server.url, ['external-apis'], async (page) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await signIn(page, CARMEN);
      await page.goto('/external-apis');
      await page.getByRole('heading', { name: 'APIs externas' }).waitFor();

      const key = await generateKey(page, 'ERP de Carmen');
      const table = page.getByRole('table', { name: 'Claves API' });
      const row = table.getByRole('row').filter({ hasText: 'ERP de Carmen' });
      await row.waitFor();
      assert.equal((await row.getByTestId('masked-key').innerText()).trim(), MASK);
      assert.ok(!(await page.locator('body').innerText()).includes(key), 'the key is shown once');
      assert.match(await page.getByTestId('usage-headers').innerText(), /X-Tenant: demo/);

      const ok = await shipmentsWithKey(suite.server.url, key);
      assert.equal(ok.status, 200, await ok.clone().text());
      assert.ok(Array.isArray(((await ok.json()) as { data: unknown[] }).data));
      await snap(page, 'external-apis-keys-desktop-es');

      await row.getByRole('button', { name: 'Eliminar la clave ERP de Carmen' }).click();
      const confirm = page.getByRole('dialog', { name: '¿Eliminar la clave API?' });
      await confirm.getByRole('button', { name: 'Eliminar' }).click();
      await page.getByText('Clave API eliminada').waitFor();
      await page.getByText('Aún no tienes claves API').waitFor();
      assert.equal((await shipmentsWithKey(suite.server.url, key)).status, 401);

      // Webhooks: an endpoint on the test's own receiver.
      await page.getByRole('tab', { name: 'Webhooks' }).click();
      await page.getByRole('button', { name: 'Agregar endpoint' }).click();
      const form = page.getByRole('dialog', { name: 'Agregar endpoint de webhook' });
      await form.getByLabel(/URL del endpoint/).fill(receiver.url);
      await form.getByLabel('Descripción').fill('Receptor de prueba');
      await form.getByRole('button', { name: 'Guardar' }).click();
      const shown = page.getByRole('dialog', { name: 'Secreto de firma' });
      const secret = (await shown.getByTestId('shown-once-secret').innerText()).trim();
      assert.match(secret, /^whsec_[A-Za-z0-9]{32}$/);
      await shown.getByRole('button', { name: 'Copiar Secreto de firma' }).click();
      await page.getByText('Copiado al portapapeles').first().waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), secret);
      await shown.getByRole('button', { name: 'Entendido' }).click();
      const hooks = page.getByRole('table', { name: 'Endpoints de webhook' });
      const hookRow = hooks.getByRole('row').filter({ hasText: receiver.url });
      await hookRow.waitFor();
      assert.ok(!(await page.locator('body').innerText()).includes(secret), 'secret shown once');

      await hookRow.getByRole('button', { name: 'Enviar prueba' }).click();
      await page.getByText('Prueba entregada: tu endpoint respondió HTTP 200').waitFor();
      const [ping] = await receiver.atLeast(1);
      assert.ok(ping, 'the receiver got the test event');
      assert.equal(parsed(ping).type, 'ping');
      assert.ok(signatureIsValid(ping, secret), 'the ping is signed with the shown secret');
      await snap(page, 'external-apis-webhooks-desktop-es');

      await hookRow.getByRole('link', { name: `Ver las entregas de ${receiver.url}` }).click();
      await page.getByTestId('endpoint-url').waitFor();
      const log = page.getByRole('table', { name: 'Registro de entregas' });
      const delivery = log.getByRole('row').filter({ hasText: 'Prueba (ping)' });
      await delivery.getByText('Entregado').waitFor();
      await delivery.getByRole('button', { name: 'Ver detalles' }).click();
      await page.getByText(`"id": "${parsed(ping).id}"`).waitFor();
      await page.locator('pre', { hasText: 'HTTP 200' }).waitFor();
      await delivery.getByRole('button', { name: /^Reenviar la entrega/ }).click();
      await page.getByText('Entrega reenviada').waitFor();
      const [, again] = await receiver.atLeast(2);
      assert.ok(again, 'the resend reached the receiver');
      assert.equal(again.body, ping.body, 'same body and event id');
      assert.ok(signatureIsValid(again, secret), 'the resend is signed afresh');
      await snap(page, 'external-apis-deliveries-desktop-es');

      // A receiver that is down: the test fails with its status; resent once it is back.
      receiver.answer(500);
      await page.getByRole('button', { name: 'Enviar prueba' }).click();
      await page
        .getByText('La prueba no se entregó (HTTP 500); revisa el registro de entregas')
        .waitFor();
      const failed = log.getByRole('row').filter({ hasText: 'Fallido' });
      await failed.getByText('500').waitFor();
      receiver.answer(200);
      await failed.getByRole('button', { name: /^Reenviar la entrega/ }).click();
      await page.getByText('Entrega reenviada').waitFor();
      await log.getByRole('row').filter({ hasText: 'Fallido' }).waitFor({ state: 'detached' });
      const hooksNow = await receiver.atLeast(4);
      assert.equal(hooksNow[3]!.body, hooksNow[2]!.body, 'the failed event, sent again');
      assert.ok(signatureIsValid(hooksNow[3]!, secret));
    });
  });

  it('fits a phone in English', async () => {
    await withPages(
      suite.browser,
      suite.server.url,
      ['external-apis-phone'],
      async (page) => {
        await signIn(page, CARMEN);
        await page.evaluate(() => localStorage.setItem('despacho.locale', 'en'));
        await page.goto('/external-apis');
        await page.getByRole('heading', { name: 'External APIs' }).waitFor();
        await generateKey(page, 'Phone shop', EN);
        const cards = page.getByRole('list', { name: 'API keys' });
        await cards.getByText('Phone shop').waitFor();
        const fits = async (what: string) => {
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          assert.ok(width <= PHONE.width, `${what} scrolls sideways (${width}px)`);
        };
        await fits('the keys');
        await snap(page, 'external-apis-keys-phone-en');

        await page.getByRole('tab', { name: 'Webhooks' }).click();
        const endpoints = page.getByRole('list', { name: 'Webhook endpoints' });
        await endpoints.getByText(receiver.url).waitFor();
        await fits('the webhooks');
        await snap(page, 'external-apis-webhooks-phone-en');
        await endpoints
          .getByRole('link', { name: `View the deliveries of ${receiver.url}` })
          .click();
        await page
          .getByRole('list', { name: 'Delivery log' })
          .getByText('Test (ping)')
          .first()
          .waitFor();
        await fits('the delivery log');
        await snap(page, 'external-apis-deliveries-phone-en');
      },
      PHONE,
    );
  });
});
