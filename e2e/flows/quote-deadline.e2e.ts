import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { demoApi } from '../lib/api';
import { withPages } from '../lib/browser';
import { signIn } from '../lib/session';
import { quoteOnPage } from '../lib/quote';
import { flowSuite } from '../lib/suite';

const suite = flowSuite();

/** Quotes 64000 → 06700 (a new weight each time: no cached answer to reuse). */
const quote = (page: Page, weight: string) =>
  quoteOnPage(page, '06700', { length: '30', width: '20', height: '15', weight });

const rates = (page: Page) => page.getByRole('table', { name: 'Tarifas' });

describe('a hung carrier', () => {
  it('FedEx stops answering: Carmen still gets every other rate and is told; staff see it skipped', async () => {
    // As an admin would on FedEx's settings: an account number the FedEx mock holds for 30 s.
    const admin = await demoApi(suite.server.url, 'admin@despacho.test');
    const carriers = await admin.call<{ id: number; name: string }[]>(
      'GET',
      'carriers?per_page=50',
    );
    const fedex = carriers.find((c) => c.name === 'FedEx')!;
    const settings = await admin.call<{ id: number; key: string }[]>(
      'GET',
      `carriers/${fedex.id}/carrier_settings`,
    );
    const account = settings.find((s) => s.key === 'account_number')!;
    await admin.call('PUT', `carriers/${fedex.id}/carrier_settings/${account.id}`, {
      carrier_setting: { value: '700030000' },
    });

    await withPages(
      suite.browser,
      suite.server.url,
      ['hung-customer', 'hung-admin'],
      async (customer, staff) => {
        await signIn(customer, 'customer@despacho.test');
        for (const weight of ['2.1', '2.2', '2.3']) {
          await quote(customer, weight);
          await customer
            .getByText('FedEx no respondió a tiempo; sus tarifas no aparecen en esta cotización.')
            .waitFor();
          // The other carriers' rates are there; FedEx's are not.
          for (const carrier of ['Despacho Express', 'Estafeta', 'DHL Express'])
            await rates(customer).getByText(carrier, { exact: true }).first().waitFor();
          const fedexRows = await rates(customer).getByText('FedEx', { exact: true }).count();
          if (fedexRows !== 0) throw new Error(`FedEx rates shown while it is hung: ${fedexRows}`);
        }

        // Three timeouts: quotes skip FedEx now, and staff read since when.
        await signIn(staff, 'admin@despacho.test');
        await quote(staff, '2.4');
        await staff.getByText(/omitida desde .+: no respondió a tiempo varias veces/).waitFor();
        await staff.goto('/carriers');
        await staff.getByRole('heading', { name: 'Paqueterías' }).waitFor();
        await staff.getByText(/Omitida en cotizaciones desde/).waitFor();
      },
    );
  });
});
