import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickupDays, PICKUP_WINDOWS, WEEKDAYS_MON_FRI } from '@despacho/domain';
import type { Pickup } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import type { ApiCall } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';
import { listOf, makeShipment } from '../shipments/shipment-fixtures';

// The demo tenant is in America/Monterrey (UTC−6 all year).
const MORNING = new Date('2026-03-10T15:30:00Z'); // 09:30 in Monterrey
const AFTERNOON = new Date('2026-03-10T18:00:00Z'); // 12:00 in Monterrey

const pickup = (over: Partial<Pickup> = {}): Pickup => ({
  id: 4,
  shipment_id: 5,
  shipment_sequential_id: 12,
  user: { id: 7, fullname: 'Ana López', email: 'customer@despacho.test' },
  carrier_name: 'Despacho Express',
  date_from: '2026-03-11T15:00:00Z', // 09:00 local
  date_to: '2026-03-11T18:00:00Z', // 12:00 local
  reference_number: 'PU-7781',
  tracking_number: '794600000012',
  status: 'generated',
  error_message: null,
  cancel_reason: null,
  created_at: '2026-03-10T15:30:00Z',
  ...over,
});

const created = (p: Pickup) => ({ status: 201, body: { data: p } });
/** GET pickups/days as the server answers for a FedEx shipment at `now`. */
const daysAt = (now: Date) => ({
  days: pickupDays(now, { weekdays: WEEKDAYS_MON_FRI, timeZone: 'America/Monterrey' }),
  windows: PICKUP_WINDOWS.map((w) => ({ id: w.id, from: w.from, to: w.to })),
});
const posted = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === 'pickups').map((c) => c.body);

afterEach(() => {
  vi.useRealTimers();
});

describe('pickup screen', () => {
  it.each([
    ['before 12:00: today', MORNING, '2026-03-10'],
    ['from 12:00: tomorrow', AFTERNOON, '2026-03-11'],
  ])('books %s by default, in the 09–12 window', async (_, now, day) => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const { api } = renderApp('/shipments/5/pickup', {
      user: makeUser('customer'),
      api: {
        'GET shipments/5': () => makeShipment({ actions: { pickup: true } }),
        'GET pickups/days': () => daysAt(now),
        'POST pickups': () => created(pickup()),
      },
    });
    const form = await screen.findByRole('form', { name: 'Programar recolección' });
    expect(within(form).getByLabelText(/^Horario/)).toHaveDisplayValue('09:00–12:00');
    expect(
      within(form)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['09:00–12:00', '12:00–15:00', '15:00–18:00']);
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(posted(api.calls)).toHaveLength(1));
    expect(posted(api.calls)[0]).toEqual({
      pickup: { shipment_id: 5, date: day, window: 'morning' },
    });
    // The result replaces the form.
    expect(await screen.findByText('PU-7781')).toBeInTheDocument();
    expect(screen.getByText('09:00–12:00')).toBeInTheDocument();
  });

  it('sends the chosen window', async () => {
    vi.useFakeTimers({ now: MORNING, toFake: ['Date'] });
    const { api } = renderApp('/shipments/5/pickup', {
      user: makeUser('customer'),
      api: {
        'GET shipments/5': () => makeShipment({ actions: { pickup: true } }),
        'GET pickups/days': () => daysAt(MORNING),
        'POST pickups': () => created(pickup()),
      },
    });
    await userEvent.selectOptions(await screen.findByLabelText(/^Horario/), '15:00–18:00');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(posted(api.calls)[0]).toMatchObject({ pickup: { window: 'afternoon' } }),
    );
  });

  it("shows the carrier's words when it refuses, and Retry books a new pickup", async () => {
    vi.useFakeTimers({ now: MORNING, toFake: ['Date'] });
    let attempt = 0;
    const { api } = renderApp('/shipments/5/pickup', {
      user: makeUser('customer'),
      api: {
        'GET shipments/5': () => makeShipment({ actions: { pickup: true } }),
        'GET pickups/days': () => daysAt(MORNING),
        'POST pickups': () =>
          ++attempt === 1
            ? created(
                pickup({
                  id: 4,
                  status: 'error',
                  reference_number: null,
                  error_message: 'No hay unidades disponibles en esa zona',
                  date_from: '2026-03-10T15:00:00Z',
                  date_to: '2026-03-10T18:00:00Z',
                }),
              )
            : created(pickup({ id: 5, reference_number: 'PU-9001' })),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No hay unidades disponibles en esa zona')).toBeInTheDocument();
    expect(screen.getByText('Rechazada')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('PU-9001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    const bodies = posted(api.calls);
    expect(bodies).toHaveLength(2);
    // Same day (still before noon) and window; no id — a new pickup.
    expect(bodies[1]).toEqual({
      pickup: { shipment_id: 5, date: '2026-03-10', window: 'morning' },
    });
  });

  it('shows an existing pickup with Back; Retry only when it was not generated', async () => {
    renderApp('/shipments/5/pickup', {
      user: makeUser('customer'),
      api: {
        'GET shipments/5': () =>
          makeShipment({
            actions: { pickup: true },
            pickup: {
              id: 4,
              date_from: '2026-03-11T18:00:00Z',
              date_to: '2026-03-11T21:00:00Z',
              reference_number: 'PU-7781',
              status: 'generated',
              error_message: null,
            },
          }),
      },
    });
    expect(await screen.findByText('PU-7781')).toBeInTheDocument();
    expect(screen.getByText('12:00–15:00')).toBeInTheDocument();
    expect(screen.getByText('Programada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Atrás' })).toHaveAttribute('href', '/shipments');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('retries a refused pickup from an earlier day on the rule’s day instead', async () => {
    vi.useFakeTimers({ now: AFTERNOON, toFake: ['Date'] });
    const { api } = renderApp('/shipments/5/pickup', {
      user: makeUser('customer'),
      api: {
        'GET shipments/5': () =>
          makeShipment({
            actions: { pickup: true },
            pickup: {
              id: 4,
              date_from: '2026-03-09T21:00:00Z', // yesterday 15:00–18:00
              date_to: '2026-03-10T00:00:00Z',
              reference_number: null,
              status: 'error',
              error_message: 'Fuera de horario',
            },
          }),
        'GET pickups/days': () => daysAt(AFTERNOON),
        'POST pickups': () => created(pickup()),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    await waitFor(() =>
      expect(posted(api.calls)[0]).toEqual({
        pickup: { shipment_id: 5, date: '2026-03-11', window: 'afternoon' },
      }),
    );
  });

  it('books the carrier’s first working day: Friday afternoon → Tuesday (Monday 16 March is a rest day)', async () => {
    // Friday 13 March 2026, 14:00 in Monterrey; Monday 16 March is a statutory rest day.
    const friday = new Date('2026-03-13T20:00:00Z');
    vi.useFakeTimers({ now: friday, toFake: ['Date'] });
    const { api } = renderApp('/shipments/5/pickup', {
      user: makeUser('customer'),
      api: {
        'GET shipments/5': () => makeShipment({ actions: { pickup: true } }),
        'GET pickups/days': () => daysAt(friday),
        'POST pickups': () => created(pickup()),
      },
    });
    const form = await screen.findByRole('form', { name: 'Programar recolección' });
    // The first day the carrier collects: Tuesday 17 (not Saturday, nor the rest day).
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(posted(api.calls)).toEqual([
        { pickup: { shipment_id: 5, date: '2026-03-17', window: 'morning' } },
      ]),
    );
  });

  it('refuses a typed day the carrier does not collect on (a Saturday), sending nothing', async () => {
    const friday = new Date('2026-03-13T20:00:00Z');
    vi.useFakeTimers({ now: friday, toFake: ['Date'] });
    const { api } = renderApp('/shipments/5/pickup', {
      user: makeUser('customer'),
      api: {
        'GET shipments/5': () => makeShipment({ actions: { pickup: true } }),
        'GET pickups/days': () => daysAt(friday),
        'POST pickups': () => created(pickup()),
      },
    });
    const form = await screen.findByRole('form', { name: 'Programar recolección' });
    const day = within(
      within(form).getByRole('group', { name: /Día de recolección/ }),
    ).getAllByRole('spinbutton')[0]!;
    await userEvent.click(day);
    await userEvent.keyboard('14032026');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText(/La paquetería no recolecta ese día/)).toBeInTheDocument();
    expect(posted(api.calls)).toEqual([]);
  });

  it('reschedules a booked pickup in a dialog with the carrier’s days (PUT reschedule)', async () => {
    vi.useFakeTimers({ now: MORNING, toFake: ['Date'] });
    const { api } = renderApp('/shipments/5/pickup', {
      user: makeUser('customer'),
      api: {
        'GET shipments/5': () =>
          makeShipment({
            actions: { reschedule_pickup: true },
            pickup: {
              id: 4,
              date_from: '2026-03-10T15:00:00Z', // today 09:00–12:00
              date_to: '2026-03-10T18:00:00Z',
              reference_number: 'PU-7781',
              status: 'generated',
              error_message: null,
            },
          }),
        'GET pickups/days': () => daysAt(MORNING),
        'PUT pickups/4/reschedule': () =>
          pickup({
            id: 6,
            reference_number: 'PU-8002',
            date_from: '2026-03-11T21:00:00Z',
            date_to: '2026-03-12T00:00:00Z',
          }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reprogramar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reprogramar la recolección' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Horario/), '15:00–18:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reprogramar' }));
    await waitFor(() =>
      expect(api.find('PUT', 'pickups/4/reschedule')[0]?.body).toEqual({
        // The first carrier day other than the booked one, in the window chosen.
        pickup: { date: '2026-03-11', window: 'afternoon' },
      }),
    );
    expect(await screen.findByText('PU-8002')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the shipment cannot be picked up', async () => {
    renderApp('/shipments/5/pickup', {
      user: makeUser('customer'),
      api: { 'GET shipments/5': () => makeShipment() },
    });
    expect(await screen.findByText(/Este envío no admite recolección/)).toBeInTheDocument();
  });
});

describe('pickup list', () => {
  it('lists newest first, 10 a page, searches by pickup or tracking number and opens one', async () => {
    const { api, router } = renderApp('/pickups', {
      user: makeUser('admin'),
      api: { 'GET pickups': () => listOf([pickup()]) },
    });
    const table = await screen.findByRole('table', { name: 'Recolecciones' });
    expect(await within(table).findByText('PU-7781')).toBeInTheDocument();
    expect(within(table).getByText('794600000012')).toBeInTheDocument();
    expect(within(table).getByText('Ana López')).toBeInTheDocument();
    expect(within(table).getByText('Despacho Express')).toBeInTheDocument();
    expect(within(table).getByText('09:00–12:00')).toBeInTheDocument();
    const first = api.find('GET', 'pickups')[0]!.query;
    expect(first.get('order')).toBe('created_at desc');
    expect(first.get('per_page')).toBe('10');

    await userEvent.type(screen.getByLabelText('Buscar por recolección o guía'), '7946');
    await waitFor(
      () => expect(api.find('GET', 'pickups').at(-1)?.query.get('search')).toBe('7946'),
      { timeout: 3000 },
    );
    await userEvent.click(within(table).getByRole('button', { name: /Día y horario/ }));
    await waitFor(() =>
      expect(api.find('GET', 'pickups').at(-1)?.query.get('order')).toMatch(/^date_from /),
    );
    await userEvent.click(within(table).getByText('PU-7781'));
    await waitFor(() => expect(currentUrl(router)).toBe('/shipments/5/pickup'));
  });
});
