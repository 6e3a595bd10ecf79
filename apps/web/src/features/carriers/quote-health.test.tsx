import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { todayIn } from '../../lib/format';
import { reply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { carrier, page } from './carriers-test-kit';

describe('carriers skipped by quotes', () => {
  it('marks a carrier that kept missing its deadline, since when, and explains it', async () => {
    // 03:41 today in the tenant's time zone (America/Monterrey, UTC−6).
    const since = `${todayIn('America/Monterrey')}T09:41:00Z`;
    const { api } = renderApp('/carriers', {
      user: makeUser('admin'),
      api: {
        'GET providers': () => [],
        'GET carriers': () => page([carrier(), carrier({ id: 4, name: 'FedEx' })]),
        'GET carriers/quote_health': () =>
          reply(200, { data: [{ carrier_id: 4, state: 'open', since, timeouts: 5 }] }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Paqueterías' });
    const [express, fedex] = (await within(table).findAllByRole('row')).slice(1);
    const chip = await within(fedex!).findByText(/^Omitida en cotizaciones desde 03:41$/);
    expect(express).not.toHaveTextContent('Omitida');
    await userEvent.hover(chip);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'No respondió a tiempo 5 veces seguidas, así que las cotizaciones no la consultan por un rato para no esperarla. Se reintenta sola.',
    );
    expect(api.find('GET', 'carriers/quote_health')).toHaveLength(1);
  });
});
