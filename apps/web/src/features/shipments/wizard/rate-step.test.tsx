import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { errorReply, type ApiCall } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import {
  progress,
  ratesAtOnce,
  stubStreams,
  type StreamHandler,
  type TestStream,
} from '../../quotes/quote-stream-test-kit';
import { boughtShipment, page, rate, wizardShipment } from './wizard-fixtures';

const RATES = [
  rate({ service_id: 1, service_name: 'Terrestre', total: '279.00' }),
  rate({
    service_id: 2,
    service_name: 'Express',
    carrier_name: 'FedEx',
    provider_code: 'FedexRest',
    service_has_pickup: true,
    days: 1,
    total: '153.35',
  }),
  rate({
    service_id: 3,
    service_name: 'Día siguiente',
    carrier_name: 'DHL',
    provider_code: 'DHL',
    service_has_pickup: true,
    total: '199.00',
  }),
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const customer = makeUser('customer', { balance: '5000.00' });

function api(extra: Record<string, (call: ApiCall) => unknown> = {}) {
  return {
    'GET shipments/5': () => wizardShipment(),
    'GET shipments': () => page([]),
    ...extra,
  };
}

/** Step 3 against the mocked API, the shipment's rates streamed by `stream`. */
function renderStep(
  options: Parameters<typeof renderApp>[1],
  stream: StreamHandler = ratesAtOnce(RATES),
) {
  const view = renderApp('/shipments/5/rates/new', options);
  stubStreams(view.api, { 'GET shipments/5/rates/stream': stream });
  return view;
}

const radio = (service: string, carrier: string) =>
  screen.getByRole('radio', { name: `Elegir ${service} de ${carrier}` });
const buyButton = () => screen.getByRole('button', { name: 'Guardar y continuar' });

describe('new shipment, step 3: rate', () => {
  it('buys the picked rate once for a double click, with one Idempotency-Key, and shows the new balance', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { api: calls, router } = renderStep({
      user: customer,
      api: api({
        'POST shipments/5/rates': () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
        'GET shipments/5': () => wizardShipment(),
      }),
    });
    expect(await screen.findByRole('group', { name: 'Paso 3 de 3' })).toBeInTheDocument();
    // Both addresses and the parcel, each with its way back.
    expect(await screen.findByRole('region', { name: 'Origen' })).toHaveTextContent(
      'Jose Martinez',
    );
    expect(screen.getByRole('region', { name: 'Destino' })).toHaveTextContent('Orizaba 20');
    expect(screen.getByRole('region', { name: 'Paquete' })).toHaveTextContent('40 × 30 × 20 cm');
    expect(screen.getByRole('link', { name: 'Editar el paquete' })).toHaveAttribute(
      'href',
      '/shipments/5/parcels/new?edit=1',
    );
    expect(screen.getByRole('link', { name: 'Editar el destino' })).toHaveAttribute(
      'href',
      '/shipments/new?shipment_id=5',
    );

    await screen.findByRole('radio', { name: 'Elegir Express de FedEx' });
    expect(buyButton()).toBeDisabled();
    await userEvent.click(radio('Express', 'FedEx'));
    expect(radio('Express', 'FedEx')).toBeChecked();
    expect(screen.getByText('Express · FedEx: $153.35 MXN')).toBeInTheDocument();
    // A double click, and one more on the busy button for good measure.
    const impatient = userEvent.setup({ pointerEventsCheck: 0 });
    await impatient.dblClick(buyButton());
    await impatient.click(buyButton());
    expect(buyButton()).toBeDisabled();
    await waitFor(() => expect(calls.find('POST', 'shipments/5/rates')).toHaveLength(1));
    const post = calls.find('POST', 'shipments/5/rates')[0]!;
    expect(post.headers['Idempotency-Key']).toMatch(UUID);
    expect(post.body).toEqual({ rate: { service_id: 2, is_pickup: false, is_from_app: true } });

    answer({
      status: 200,
      body: {
        data: {
          shipment: boughtShipment({ id: 5 }),
          user: { ...customer, balance: '4846.65' },
        },
      },
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/shipments/5/confirm'));
    expect(calls.find('POST', 'shipments/5/rates')).toHaveLength(1);
    expect(await screen.findByTestId('drawer-balance')).toHaveTextContent('$4,846.65 MXN');
    expect(JSON.parse(localStorage.getItem('despacho.session')!).user.balance).toBe('4846.65');
  });

  it('says when the balance does not cover the label, links to add funds and reloads the rates', async () => {
    const { api: calls } = renderStep({
      user: customer,
      api: api({
        'POST shipments/5/rates': () =>
          errorReply(
            402,
            ['Tu saldo disponible ($50.00) no cubre $279.00'],
            {},
            'insufficient_balance',
          ),
      }),
    });
    await userEvent.click(
      await screen.findByRole('radio', { name: 'Elegir Terrestre de Despacho Express' }),
    );
    await userEvent.click(buyButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tu saldo no alcanza para esta guía');
    expect(alert).toHaveTextContent('Tu saldo disponible ($50.00) no cubre $279.00');
    expect(within(alert).getByRole('link', { name: 'Agregar fondos' })).toHaveAttribute(
      'href',
      '/credits',
    );
    await waitFor(() => expect(calls.find('GET', 'shipments/5/rates/stream')).toHaveLength(2));
    // Trying again is a new purchase intent: a new key.
    await userEvent.click(buyButton());
    await waitFor(() => expect(calls.find('POST', 'shipments/5/rates')).toHaveLength(2));
    const [first, second] = calls.find('POST', 'shipments/5/rates');
    expect(second!.headers['Idempotency-Key']).not.toBe(first!.headers['Idempotency-Key']);
  });

  it("shows the carrier's refusal and the refund as the server words them", async () => {
    renderStep({
      user: customer,
      api: api({
        'POST shipments/5/rates': () =>
          errorReply(
            502,
            ['La paquetería rechazó la guía: código postal sin cobertura. Te devolvimos $153.35.'],
            {},
            'carrier_error',
          ),
      }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Elegir Express de FedEx' }));
    await userEvent.click(buyButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La paquetería rechazó la guía');
    expect(alert).toHaveTextContent('código postal sin cobertura. Te devolvimos $153.35.');
  });

  it('offers a pickup only for a carrier that does them, and turns it off when the rate changes', async () => {
    const { api: calls } = renderStep({
      user: customer,
      api: api({
        'POST shipments/5/rates': () => ({
          shipment: boughtShipment(),
          user: customer,
        }),
        'GET shipments/5': () => wizardShipment(),
      }),
    });
    await userEvent.click(
      await screen.findByRole('radio', { name: 'Elegir Terrestre de Despacho Express' }),
    );
    expect(screen.queryByRole('switch', { name: 'Solicitar recolección' })).toBeNull();

    await userEvent.click(radio('Express', 'FedEx'));
    const pickup = screen.getByRole('switch', { name: 'Solicitar recolección' });
    expect(pickup).not.toBeChecked();
    await userEvent.click(pickup);
    expect(pickup).toBeChecked();

    // Another rate (with pickup too): the choice starts over, off.
    await userEvent.click(radio('Día siguiente', 'DHL'));
    expect(screen.getByRole('switch', { name: 'Solicitar recolección' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('switch', { name: 'Solicitar recolección' }));
    await userEvent.click(buyButton());
    await waitFor(() => expect(calls.find('POST', 'shipments/5/rates')).toHaveLength(1));
    expect(calls.find('POST', 'shipments/5/rates')[0]!.body).toEqual({
      rate: { service_id: 3, is_pickup: true, is_from_app: true },
    });
  });

  it('picks the rate chosen on the quote when the shipment is that quote and is offered it', async () => {
    const quote = {
      parcel_type: 'box',
      origin_postal_code: '64000',
      origin_country_id: 7,
      destination_postal_code: '06700',
      destination_country_id: 7,
    };
    sessionStorage.setItem(
      'new_shipment',
      JSON.stringify({ quote, rate: rate({ service_id: 3 }) }),
    );
    renderStep({ user: customer, api: api() });
    expect(await screen.findByRole('radio', { name: 'Elegir Día siguiente de DHL' })).toBeChecked();
    expect(buyButton()).toBeEnabled();
  });

  it('picks the quote’s rate when it arrives in a later line, saying meanwhile who is asked', async () => {
    const quote = {
      parcel_type: 'box',
      origin_postal_code: '64000',
      origin_country_id: 7,
      destination_postal_code: '06700',
      destination_country_id: 7,
    };
    sessionStorage.setItem(
      'new_shipment',
      JSON.stringify({ quote, rate: rate({ service_id: 2 }) }),
    );
    const held: TestStream[] = [];
    renderStep({ user: customer, api: api() }, (stream) => void held.push(stream));
    await waitFor(() => expect(held).toHaveLength(1));
    const fedex = { carrier_id: 2, carrier_name: 'FedEx' };
    held[0]!.send(progress({ rates: [RATES[0]!], pending: [fedex], done: false }));
    expect(
      await screen.findByRole('radio', { name: 'Elegir Terrestre de Despacho Express' }),
    ).not.toBeChecked();
    expect(screen.getByText('Consultando FedEx…')).toBeVisible();
    expect(buyButton()).toBeDisabled();

    held[0]!.send(progress({ rates: [RATES[1]!, RATES[0]!] }));
    held[0]!.end();
    expect(await screen.findByRole('radio', { name: 'Elegir Express de FedEx' })).toBeChecked();
    expect(buyButton()).toBeEnabled();
    await waitFor(() => expect(screen.queryByText(/Consultando/)).toBeNull());
  });

  it('says which carrier did not answer once the rates are in', async () => {
    renderStep({ user: customer, api: api() }, (stream) => {
      stream.send(
        progress({
          rates: [RATES[0]!],
          unanswered: [{ carrier_id: 2, carrier_name: 'FedEx', reason: 'timeout' }],
        }),
      );
      stream.end();
    });
    expect(
      await screen.findByText(
        'FedEx no respondió a tiempo; sus tarifas no aparecen en esta cotización.',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('radio', { name: 'Elegir Terrestre de Despacho Express' }),
    ).toBeInTheDocument();
  });

  it('ignores a quote left over from another route', async () => {
    const quote = {
      parcel_type: 'box',
      origin_postal_code: '44160',
      origin_country_id: 7,
      destination_postal_code: '06700',
      destination_country_id: 7,
    };
    sessionStorage.setItem(
      'new_shipment',
      JSON.stringify({ quote, rate: rate({ service_id: 3 }) }),
    );
    renderStep({ user: customer, api: api() });
    expect(
      await screen.findByRole('radio', { name: 'Elegir Día siguiente de DHL' }),
    ).not.toBeChecked();
    expect(buyButton()).toBeDisabled();
  });

  it('sends a shipment whose label is bought to the list', async () => {
    const { router, api: calls } = renderStep({
      user: customer,
      api: api({ 'GET shipments/5': () => boughtShipment() }),
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/shipments'));
    expect(calls.find('GET', 'shipments/5/rates/stream')).toHaveLength(0);
  });

  it('finishes a manual shipment on the list with a notice', async () => {
    const { router } = renderStep({
      user: makeUser('admin'),
      api: api({
        'POST shipments/5/rates': () => ({
          shipment: boughtShipment({ source: 'manual', sequential_id: 12 }),
          user: makeUser('customer', { id: 99 }),
        }),
      }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Elegir Express de FedEx' }));
    await userEvent.click(buyButton());
    await waitFor(() => expect(currentUrl(router)).toBe('/shipments'));
    expect(await screen.findByTestId('notification')).toHaveTextContent(
      'Envío 12 creado; el personal subirá su guía',
    );
    // Staff bought for a customer: the drawer keeps the staff member's own balance.
    expect(JSON.parse(localStorage.getItem('despacho.session')!).user.id).toBe(7);
  });

  it('a customer buying a manual service: notice with the number, new balance, back to the list', async () => {
    const me = makeUser('customer', { id: 7, balance: '5000.00' });
    const { router } = renderStep({
      user: me,
      api: api({
        'POST shipments/5/rates': () => ({
          shipment: boughtShipment({
            source: 'manual',
            sequential_id: 123,
            tracking_number: null,
            label_created_at: null,
            label_formats: [],
          }),
          user: { ...me, balance: '4881.00' },
        }),
      }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Elegir Express de FedEx' }));
    await userEvent.click(buyButton());
    await waitFor(() => expect(currentUrl(router)).toBe('/shipments'));
    expect(await screen.findByTestId('notification')).toHaveTextContent(
      'Envío 123 creado; el personal subirá su guía',
    );
    expect(await screen.findByTestId('drawer-balance')).toHaveTextContent('$4,881.00');
    expect(JSON.parse(localStorage.getItem('despacho.session')!).user.balance).toBe('4881.00');
  });

  it('shows staff the breakdown their role gets, and customers only the total', async () => {
    renderStep(
      { user: makeUser('admin'), api: api() },
      ratesAtOnce([
        rate({ tenant_price: '230.00', admin_amount: '49.00', admin_percentage: null }),
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Tarifas' });
    await userEvent.click(within(table).getByRole('button', { name: 'Ver detalles' }));
    const breakdown = await screen.findByRole('table', { name: 'Desglose de Terrestre' });
    expect(breakdown).toHaveTextContent('Precio para el administrador$230.00');
    expect(breakdown).not.toHaveTextContent('Costo');
  });
});
