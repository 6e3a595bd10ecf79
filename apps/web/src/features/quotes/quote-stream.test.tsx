import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { todayIn } from '../../lib/format';
import { progress, type TestStream } from './quote-stream-test-kit';
import { fillQuote, rate, renderQuote } from './quotes-test-kit';

const GROUND = rate({ service_id: 1, service_name: 'Terrestre', total: '279.00' });
const FEDEX = rate({
  service_id: 2,
  service_name: 'Express',
  carrier_id: 2,
  carrier_name: 'FedEx',
  provider_code: 'FedexRest',
  days: 1,
  total: '153.35',
});
const FEDEX_ASKED = { carrier_id: 2, carrier_name: 'FedEx' };
const DHL_ASKED = { carrier_id: 3, carrier_name: 'DHL' };

const rowTexts = async () =>
  within(await screen.findByRole('table', { name: 'Tarifas' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);

/** A stream the test drives line by line. */
function heldStreams() {
  const held: TestStream[] = [];
  return { held, handler: (stream: TestStream) => void held.push(stream) };
}

describe('a streamed quote', () => {
  it('shows the price-table rates at once, adds a carrier’s as it answers and names the one that did not', async () => {
    const { held, handler } = heldStreams();
    renderQuote(makeUser('customer'), handler);
    await fillQuote();
    await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));
    await waitFor(() => expect(held).toHaveLength(1));
    const stream = held[0]!;

    stream.send(progress({ rates: [GROUND], pending: [FEDEX_ASKED, DHL_ASKED], done: false }));
    expect(await rowTexts()).toEqual([expect.stringMatching(/Terrestre.*\$279\.00 MXN/)]);
    expect(screen.getByText('Consultando FedEx, DHL…')).toBeVisible();
    // The quote may be asked again while carriers are still being asked.
    expect(screen.getByRole('button', { name: 'Cotizar' })).toBeEnabled();

    // FedEx answers, cheaper: the server's line puts it first.
    stream.send(progress({ rates: [FEDEX, GROUND], pending: [DHL_ASKED], done: false }));
    await waitFor(async () =>
      expect(await rowTexts()).toEqual([
        expect.stringMatching(/Express.*FedEx.*\$153\.35 MXN/),
        expect.stringMatching(/Terrestre.*\$279\.00 MXN/),
      ]),
    );
    expect(screen.getByText('Consultando DHL…')).toBeVisible();
    expect(screen.queryByText(/no respondió a tiempo/)).toBeNull();

    stream.send(
      progress({ rates: [FEDEX, GROUND], unanswered: [{ ...DHL_ASKED, reason: 'timeout' }] }),
    );
    stream.end();
    expect(
      await screen.findByText(
        'DHL no respondió a tiempo; sus tarifas no aparecen en esta cotización.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Consultando/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Tarifas (2)' })).toBeInTheDocument();
  });

  it('tells a customer a skipped carrier was late and an erring one unavailable, with no staff detail', async () => {
    renderQuote(makeUser('customer'), (stream) => {
      stream.send(
        progress({
          rates: [GROUND],
          unanswered: [
            { ...FEDEX_ASKED, reason: 'skipped' },
            { ...DHL_ASKED, reason: 'error' },
          ],
        }),
      );
      stream.end();
    });
    await fillQuote();
    await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));
    expect(
      await screen.findByText(
        'FedEx no respondió a tiempo; sus tarifas no aparecen en esta cotización.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'DHL no está disponible en este momento; sus tarifas no aparecen en esta cotización.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/omitida/)).toBeNull();
  });

  it('shows staff each late carrier’s reason, since when it is skipped, and the detail', async () => {
    // 03:41 today in the tenant's time zone (America/Monterrey, UTC−6).
    const since = `${todayIn('America/Monterrey')}T09:41:00Z`;
    renderQuote(makeUser('admin'), (stream) => {
      stream.send(
        progress({
          rates: [GROUND],
          unanswered: [
            { ...FEDEX_ASKED, reason: 'skipped', skipped_since: since, detail: null },
            { ...DHL_ASKED, reason: 'timeout', detail: 'no answer within 2500 ms' },
          ],
        }),
      );
      stream.end();
    });
    await fillQuote();
    await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));
    const alert = (await screen.findByText('Paqueterías sin tarifas en esta cotización')).closest(
      '.MuiAlert-root',
    ) as HTMLElement;
    const [fedex, dhl] = within(alert).getAllByRole('listitem');
    expect(fedex).toHaveTextContent(
      /^FedEx: omitida desde 03:41: no respondió a tiempo varias veces; se reintenta sola$/,
    );
    expect(dhl).toHaveTextContent('DHL: no respondió a tiempono answer within 2500 ms');
  });

  it('aborts the quote still streaming when a new one is asked', async () => {
    const { held, handler } = heldStreams();
    const { api } = renderQuote(makeUser('customer'), handler);
    await fillQuote();
    await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));
    await waitFor(() => expect(held).toHaveLength(1));
    held[0]!.send(progress({ rates: [GROUND], pending: [FEDEX_ASKED], done: false }));
    expect(await screen.findByText('Consultando FedEx…')).toBeVisible();

    await userEvent.clear(screen.getByLabelText(/^Peso/));
    await userEvent.type(screen.getByLabelText(/^Peso/), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));
    await waitFor(() => expect(held).toHaveLength(2));
    expect(held[0]!.aborted).toBe(true);
    expect(held[1]!.aborted).toBe(false);
    expect(api.find('POST', 'quotes/stream')[1]!.body).toMatchObject({ quote: { weight: 5 } });

    held[1]!.send(progress({ rates: [rate({ service_id: 7, service_name: 'Pesado' })] }));
    held[1]!.end();
    await waitFor(async () => expect(await rowTexts()).toEqual([expect.stringMatching(/Pesado/)]));
    expect(screen.queryByText(/Consultando/)).toBeNull();
  });

  it('keeps what arrived when the stream is cut, and says the carriers still pending gave no rates', async () => {
    const { held, handler } = heldStreams();
    renderQuote(makeUser('customer'), handler);
    await fillQuote();
    await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));
    await waitFor(() => expect(held).toHaveLength(1));
    held[0]!.send(progress({ rates: [GROUND], pending: [FEDEX_ASKED], done: false }));
    held[0]!.end();
    expect(
      await screen.findByText(
        'FedEx no está disponible en este momento; sus tarifas no aparecen en esta cotización.',
      ),
    ).toBeVisible();
    expect(await rowTexts()).toEqual([expect.stringMatching(/Terrestre/)]);
  });
});
