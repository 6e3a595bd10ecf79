import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicTracking } from '@despacho/shared';
import { i18n } from '../../lib/i18n';
import { errorReply } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';

const tracking = (over: Partial<PublicTracking> = {}): PublicTracking => ({
  tracking_number: '794600000012',
  status: 'in_transit',
  carrier_name: 'Despacho Express',
  service_name: 'Terrestre',
  origin_city: 'Monterrey',
  destination_city: 'Ciudad de México',
  shipped_at: '2026-03-10T16:00:00Z',
  details: true,
  events: [
    {
      status: 'created',
      description: '',
      scan_code: null,
      occurred_at: '2026-03-10T16:00:00Z',
      city: 'Monterrey',
      state: 'NL',
      country_code: 'MX',
    },
    {
      status: 'picked_up',
      description: '',
      scan_code: null,
      occurred_at: '2026-03-10T22:00:00Z',
      city: 'Monterrey',
      state: 'NL',
      country_code: 'MX',
    },
    {
      status: 'in_transit',
      description: 'Salió del centro de distribución',
      scan_code: null,
      occurred_at: '2026-03-11T08:15:00Z',
      city: 'Querétaro',
      state: 'QRO',
      country_code: 'MX',
    },
  ],
  ...over,
});

describe('public tracking page', () => {
  it('shows carrier, cities, the current step and the scans newest first, signed out', async () => {
    const { api } = renderApp('/track/794600000012', {
      api: { 'GET tracking/794600000012': () => tracking() },
    });
    expect(await screen.findByTestId('tracking-status')).toHaveTextContent('En tránsito');
    expect(screen.getByText('Despacho Express')).toBeInTheDocument();
    expect(screen.getByText('Terrestre')).toBeInTheDocument();
    expect(screen.getByLabelText('Ciudad de origen')).toHaveTextContent('Monterrey');
    expect(screen.getByLabelText('Ciudad de destino')).toHaveTextContent('Ciudad de México');
    const events = screen.getAllByTestId('tracking-event');
    // Each scan is named by its status in the reader's language; the carrier's words follow.
    expect(events.map((e) => e.querySelector('p')?.textContent)).toEqual([
      'En tránsito',
      'Recolectado',
      'Guía generada',
    ]);
    expect(events[0]).toHaveTextContent('Salió del centro de distribución');
    expect(events[0]).toHaveTextContent('Querétaro, QRO');
    expect(within(events[0]!).getByText(/2026/).closest('time')).toHaveAttribute(
      'dateTime',
      '2026-03-11T08:15:00Z',
    );
    const progress = screen.getByLabelText('Avance del envío');
    expect(within(progress).getByText('En tránsito').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'step',
    );
    const call = api.find('GET', 'tracking/794600000012')[0]!;
    expect(call.headers['X-Tenant']).toBe('demo');
    expect(call.headers.Authorization).toBeUndefined();
  });

  it('marks an exception in red on the road', async () => {
    renderApp('/track/794600000012', {
      api: {
        'GET tracking/794600000012': () =>
          tracking({
            status: 'exception',
            events: [
              ...tracking().events,
              {
                status: 'exception',
                description: 'Domicilio no localizado',
                scan_code: null,
                occurred_at: '2026-03-12T17:00:00Z',
                city: 'Ciudad de México',
                state: 'CDMX',
                country_code: 'MX',
              },
            ],
          }),
      },
    });
    expect(await screen.findByTestId('tracking-status')).toHaveTextContent('Incidencia');
    const progress = screen.getByLabelText('Avance del envío');
    // After "in transit", the next step shows what went wrong instead of "out for delivery".
    expect(within(progress).queryByText('En reparto')).not.toBeInTheDocument();
    const failed = within(progress).getByText('Incidencia').closest('.MuiStepLabel-root');
    expect(failed?.querySelector('.Mui-error')).not.toBeNull();
    expect(within(progress).getByText('En tránsito').closest('.MuiStep-root')).toHaveClass(
      'Mui-completed',
    );
  });

  it('says it cannot find a number it does not know (404), in both languages', async () => {
    renderApp('/track/000', {
      api: { 'GET tracking/000': () => errorReply(404, ['No encontrado']) },
    });
    expect(await screen.findByText('No encontramos esa guía')).toBeInTheDocument();
    await i18n.changeLanguage('en');
    expect(await screen.findByText('We could not find that tracking number')).toBeInTheDocument();
  });

  it('looks up another number from the form at the top', async () => {
    const { router, api } = renderApp('/track/000', {
      api: {
        'GET tracking/000': () => errorReply(404, ['No encontrado']),
        'GET tracking/794600000012': () => tracking(),
      },
    });
    const field = await screen.findByLabelText('Número de guía');
    expect(field).toHaveValue('000');
    await userEvent.clear(field);
    await userEvent.type(field, ' 7946 0000 0012 {Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/track/794600000012'));
    expect(await screen.findByTestId('tracking-status')).toHaveTextContent('En tránsito');
    expect(api.find('GET', 'tracking/794600000012')).toHaveLength(1);
  });

  it('without the destination postal code shows status and dates only, and asks for it', async () => {
    const locked = (): PublicTracking => ({
      ...tracking(),
      details: false,
      origin_city: null,
      destination_city: null,
      events: tracking().events.map((e) => ({
        ...e,
        description: '',
        city: null,
        state: null,
        country_code: null,
      })),
    });
    const { router, api } = renderApp('/track/794600000012?tenant=demo', {
      api: {
        'GET tracking/794600000012': (call) =>
          call.query.get('postal_code') === '06700' ? tracking() : locked(),
      },
    });
    expect(await screen.findByTestId('tracking-status')).toHaveTextContent('En tránsito');
    expect(screen.queryByLabelText('Ciudad de destino')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('tracking-event')).toHaveLength(3);
    expect(screen.queryByText('Querétaro, QRO', { exact: false })).not.toBeInTheDocument();
    expect(api.find('GET', 'tracking/794600000012')[0]!.query.get('postal_code')).toBeNull();

    await userEvent.type(screen.getByLabelText('Código postal de destino'), '06700');
    await userEvent.click(screen.getByRole('button', { name: 'Ver detalle' }));
    await waitFor(() => expect(currentUrl(router)).toMatch(/[?&]cp=06700/));
    expect(await screen.findByLabelText('Ciudad de destino')).toHaveTextContent('Ciudad de México');
    expect(screen.getAllByTestId('tracking-event')[0]).toHaveTextContent('Querétaro, QRO');
    expect(screen.queryByLabelText('Código postal de destino')).not.toBeInTheDocument();
    expect(currentUrl(router)).toMatch(/tenant=demo/);
  });

  it('says a wrong postal code is wrong, under the field, and keeps showing the status', async () => {
    renderApp('/track/794600000012?cp=64000', {
      api: {
        'GET tracking/794600000012': (call) =>
          call.query.get('postal_code')
            ? errorReply(422, ['Código postal'], {
                postal_code: ['Ese código postal no es el del destino de esta guía'],
              })
            : { ...tracking(), details: false, origin_city: null, destination_city: null },
      },
    });
    expect(await screen.findByTestId('tracking-status')).toHaveTextContent('En tránsito');
    const field = screen.getByLabelText('Código postal de destino');
    expect(field).toHaveValue('64000');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Ese código postal no es el del destino de esta guía'),
    ).toBeInTheDocument();
  });
});
