import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Analytics } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import { reply } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';

const DAYS = ['2026-03-01', '2026-03-02', '2026-03-03'];

const figures = (over: Partial<Analytics> = {}): Analytics => ({
  from: DAYS[0]!,
  to: DAYS[2]!,
  time_zone: 'America/Monterrey',
  user_id: null,
  totals: {
    shipments: 3,
    spend: '482.35',
    cost_per_kg: '60.29',
    billed_kg: '8.000',
    delivered: 1,
    avg_delivery_days: '2.5',
    overweights: 1,
    overweight_amount: '150.00',
  },
  per_day: DAYS.map((date, i) => ({ date, shipments: i, spend: `${i * 100}.00` })),
  by_carrier: [{ name: 'FedEx', shipments: 2, spend: '429.00' }],
  by_service: [{ name: 'Express', carrier: 'FedEx', shipments: 2, spend: '429.00' }],
  by_status: [
    { status: 'success', shipments: 2 },
    { status: 'delivered', shipments: 1 },
  ],
  delivery_by_carrier: [{ name: 'FedEx', delivered: 1, avg_days: '2.5' }],
  overweights_per_day: DAYS.map((date) => ({ date, overweights: 0, amount: '0.00' })),
  margins: null,
  ...over,
});

const NO_EMBED = { 'GET analytics/embed': () => ({ url: null }) };
const card = (name: string) => screen.findByRole('group', { name });

describe('analytics page (customer)', () => {
  it('shows her figures in cards and the charts, money as MXN, without margins', async () => {
    const { api } = renderApp('/analytics', {
      user: makeUser('customer'),
      api: { ...NO_EMBED, 'GET analytics': () => figures() },
    });
    expect(await card('Gasto')).toHaveTextContent('$482.35 MXN');
    expect(await card('Costo promedio por kg')).toHaveTextContent('$60.29');
    expect(await card('Entregados')).toHaveTextContent('2.5 días');
    expect(await card('Sobrepesos')).toHaveTextContent('$150.00');
    for (const title of [
      'Envíos y gasto por día',
      'Por paquetería',
      'Por servicio',
      'Por estado',
      'Días promedio de entrega por paquetería',
      'Sobrepesos por día',
    ])
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Margen por capa de precio' })).toBeNull();
    expect(screen.queryByLabelText('Cliente')).toBeNull();
    // No dates chosen: the server's default range, which then fills the pickers.
    expect(api.find('GET', 'analytics')[0]!.query.get('from')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Desde' })).toHaveTextContent('01/03/2026'),
    );
  });

  it('says when the period has nothing', async () => {
    const empty = figures({
      totals: { ...figures().totals, shipments: 0, overweights: 0, delivered: 0 },
      by_status: [],
    });
    renderApp('/analytics', {
      user: makeUser('customer'),
      api: { ...NO_EMBED, 'GET analytics': () => empty },
    });
    expect(await screen.findByText('Sin envíos en este periodo')).toBeInTheDocument();
  });

  it('refuses a range whose start is after its end, without asking the server', async () => {
    const { api } = renderApp('/analytics?from=2026-03-05&to=2026-03-01', {
      user: makeUser('customer'),
      api: { ...NO_EMBED, 'GET analytics': () => figures() },
    });
    expect(
      await screen.findByText('La fecha inicial debe ser anterior o igual a la final'),
    ).toBeInTheDocument();
    expect(api.find('GET', 'analytics')).toHaveLength(0);
  });

  it('downloads the figures as Excel with the chosen range', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:analytics');
    const { api } = renderApp('/analytics?from=2026-03-01&to=2026-03-03', {
      user: makeUser('customer'),
      api: {
        ...NO_EMBED,
        'GET analytics': () => figures(),
        'GET analytics/export': () => reply(200, 'xlsx'),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(api.find('GET', 'analytics/export')).toHaveLength(1));
    const q = api.find('GET', 'analytics/export')[0]!.query;
    expect([q.get('from'), q.get('to'), q.get('format')]).toEqual([
      '2026-03-01',
      '2026-03-03',
      'xlsx',
    ]);
  });

  it('embeds the external page instead of the charts when the tenant set one', async () => {
    const url = 'https://bi.example.com/?email=c%40d.mx&token=v1.x.y&theme=light';
    const { api } = renderApp('/analytics', {
      user: makeUser('customer'),
      api: { 'GET analytics/embed': () => ({ url }) },
    });
    const frame = await screen.findByTitle('Analítica externa');
    expect(frame).toHaveAttribute('src', url);
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(api.find('GET', 'analytics')).toHaveLength(0);
  });
});

describe('analytics page (staff)', () => {
  const margins: Analytics['margins'] = {
    layers: ['tenant', 'admin'],
    total: { carrier_cost: null, platform: null, tenant: '88.00', admin: '99.35' },
    per_day: DAYS.map((date) => ({
      date,
      carrier_cost: null,
      platform: null,
      tenant: '10.00',
      admin: '5.00',
    })),
  };

  it('shows the margin of each visible layer and narrows to a customer', async () => {
    const { api, router } = renderApp('/analytics', {
      user: makeUser('main_admin'),
      api: {
        ...NO_EMBED,
        'GET analytics': () => figures({ margins }),
        'GET users': () =>
          reply(200, {
            data: [
              {
                id: 7,
                name: 'Carmen',
                last_name: 'Peña',
                fullname: 'Carmen Peña',
                email: 'customer@despacho.test',
              },
            ],
            pagination: { page: 1, per_page: 10, total_objects: 1, total_pages: 1 },
          }),
      },
    });
    const region = await screen.findByRole('region', { name: 'Margen por capa de precio' });
    expect(within(region).getByTestId('margin-totals')).toHaveTextContent(
      'Total del periodo: Dueño: $88.00 · Administrador: $99.35',
    );
    expect(region).not.toHaveTextContent('Plataforma');
    await userEvent.type(screen.getByLabelText('Cliente'), 'customer');
    await userEvent.click(await screen.findByRole('option', { name: /Carmen Peña/ }));
    await waitFor(() => expect(currentUrl(router)).toContain('user_id=7'));
    await waitFor(() =>
      expect(api.find('GET', 'analytics').some((c) => c.query.get('user_id') === '7')).toBe(true),
    );
  });
});
