import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RejectedService } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import { ratesAtOnce } from './quote-stream-test-kit';
import { fillQuote, rate, renderQuote } from './quotes-test-kit';

describe('the quote page', () => {
  it('quotes with both countries in Mexico and shows the rates with their totals', async () => {
    const { api } = renderQuote(
      makeUser('customer'),
      ratesAtOnce([
        rate({ service_id: 2, service_name: 'Económico', days: 5, total: '65.00' }),
        rate({
          service_id: 3,
          service_name: 'Express',
          carrier_name: 'FedEx',
          days: 1,
          total: '153.35',
        }),
      ]),
    );
    await fillQuote();
    expect(await screen.findByText('Monterrey, Nuevo León')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));

    const table = await screen.findByRole('table', { name: 'Tarifas' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/Económico.*Despacho Express.*5 días hábiles.*\$65\.00 MXN/),
      expect.stringMatching(/Express.*FedEx.*1 día hábil.*\$153\.35 MXN/),
    ]);
    const call = api.find('POST', 'quotes/stream')[0]!;
    expect(call.body).toEqual({
      quote: {
        parcel_type: 'box',
        origin_country_id: 7,
        origin_postal_code: '64000',
        destination_country_id: 7,
        destination_postal_code: '06700',
        length: 40,
        width: 30,
        height: 20,
        weight: 3.2,
      },
    });
    expect(call.query.get('include_rejected')).toBeNull();
    // A customer gets no breakdown and no "why not" switch.
    expect(within(table).queryByRole('button', { name: 'Ver detalles' })).toBeNull();
    expect(screen.queryByLabelText('Ver servicios excluidos y por qué')).toBeNull();
  });

  it('marks a rate of the customer’s own agreement with what the carrier bills their account', async () => {
    renderQuote(
      makeUser('customer'),
      ratesAtOnce([
        rate({
          service_id: 9,
          service_name: 'Express Domestic',
          carrier_name: 'DHL Express',
          days: 1,
          total: '15.00',
          own_agreement: true,
          carrier_price: '493.58',
        }),
        rate({ service_id: 2, service_name: 'Económico', days: 5, total: '65.00' }),
      ]),
    );
    await fillQuote();
    await userEvent.click(await screen.findByRole('button', { name: 'Cotizar' }));
    const table = await screen.findByRole('table', { name: 'Tarifas' });
    const [own, platform] = within(table).getAllByRole('row').slice(1);
    expect(own!.textContent).toMatch(
      /Express Domestic.*DHL Express.*Tu acuerdo propio · la paquetería te cobra \$493\.58 MXN.*\$15\.00 MXN/,
    );
    expect(platform!.textContent).not.toMatch(/acuerdo propio/);
  });

  it('says when a Mexican postal code is not in the catalogue', async () => {
    renderQuote(makeUser('customer'), ratesAtOnce([]));
    await fillQuote();
    expect(
      await screen.findByText('No encontramos este código postal en el catálogo'),
    ).toBeVisible();
  });

  it('refuses a weight finer than a gram under the field, without calling the server', async () => {
    const { api } = renderQuote(makeUser('customer'), ratesAtOnce([]));
    await fillQuote('3.2001');
    await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));
    expect(await screen.findByLabelText(/^Peso/)).toHaveAccessibleDescription(
      'Usa como máximo 3 decimales (gramos)',
    );
    expect(api.find('POST', 'quotes/stream')).toHaveLength(0);
  });

  it('refuses a parcel over the maxima under its fields, then quotes a document as the envelope', async () => {
    const { api } = renderQuote(makeUser('customer'), ratesAtOnce([]));
    await fillQuote('100000');
    await userEvent.clear(screen.getByLabelText(/^Largo/));
    await userEvent.type(screen.getByLabelText(/^Largo/), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));
    expect(await screen.findByLabelText(/^Largo/)).toHaveAccessibleDescription(
      'Cada lado mide como máximo 300 cm para este tipo de paquete',
    );
    expect(screen.getByLabelText(/^Peso/)).toHaveAccessibleDescription(
      'El peso máximo para este tipo de paquete es 70 kg',
    );
    expect(api.find('POST', 'quotes/stream')).toHaveLength(0);

    // The box's measures do not follow a document: it is quoted as the envelope.
    await userEvent.selectOptions(screen.getByLabelText(/^Tipo/), 'Sobre (documentos)');
    await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));
    await waitFor(() => expect(api.find('POST', 'quotes/stream')).toHaveLength(1));
    expect(api.find('POST', 'quotes/stream')[0]!.body).toMatchObject({
      quote: { parcel_type: 'doc', length: 29.7, width: 5, height: 21, weight: 0.5 },
    });
  });

  it('shows staff the layers of a rate and why services were left out', async () => {
    const { api } = renderQuote(
      makeUser('admin'),
      ratesAtOnce(
        [
          rate({
            tenant_price: '230.00',
            admin_amount: '49.00',
            admin_percentage: null,
            discount: '0.00',
            static_rate_used: true,
            user_price_used: false,
          }),
        ],
        [
          {
            service_id: 9,
            service_name: 'Lento',
            service_code: 'EXPRESS',
            carrier_id: 4,
            carrier_name: 'Lenta',
            code: 'quote.unavailable',
            message: 'La paquetería no dio precio para este envío.',
            detail: 'the carrier did not answer within 8 s',
          } satisfies RejectedService,
        ],
      ),
    );
    await fillQuote();
    await userEvent.click(screen.getByLabelText('Ver servicios excluidos y por qué'));
    await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));
    const table = await screen.findByRole('table', { name: 'Tarifas' });
    await userEvent.click(within(table).getByRole('button', { name: 'Ver detalles' }));
    const breakdown = await screen.findByRole('table', { name: 'Desglose de Terrestre' });
    expect(breakdown).toHaveTextContent('Precio para el administrador$230.00');
    expect(breakdown).toHaveTextContent('Margen del administrador$49.00');
    expect(breakdown).not.toHaveTextContent('Precio de plataforma');
    const excluded = await screen.findByRole('table', { name: 'Servicios excluidos' });
    expect(excluded).toHaveTextContent('La paquetería no dio precio para este envío.');
    expect(excluded).toHaveTextContent('the carrier did not answer within 8 s');
    expect(api.find('POST', 'quotes/stream')[0]!.query.get('include_rejected')).toBe('true');
  });
});
