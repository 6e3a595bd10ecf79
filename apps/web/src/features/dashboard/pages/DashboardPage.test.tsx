import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeDashboard, makeNotice, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const notices = [
  makeNotice({ id: 1, title: 'Aviso informativo', notice_type: 'info' }),
  makeNotice({
    id: 2,
    title: 'Aviso peligroso',
    notice_type: 'error',
    description:
      '<p>Hola<img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script> <a href="javascript:alert(1)">enlace</a></p>',
  }),
  makeNotice({ id: 3, title: 'Aviso de cuidado', notice_type: 'warning' }),
];

describe('DashboardPage', () => {
  it('shows the three cards with the balance and its currency from the server’s decimal string', async () => {
    renderApp('/', {
      user: makeUser('customer'),
      api: {
        'GET dashboards': () =>
          makeDashboard({ balance: '1234567.89', total: 1520, total_current_month: 42 }),
      },
    });
    expect((await screen.findByTestId('stat-balance')).textContent?.replace(/\s/g, ' ')).toBe(
      '$1,234,567.89 MXN',
    );
    expect(screen.getByTestId('stat-month')).toHaveTextContent('42');
    expect(screen.getByTestId('stat-total')).toHaveTextContent('1,520');
    expect(screen.queryByRole('table', { name: 'Paqueterías' })).not.toBeInTheDocument();
  });

  it('shows notices coloured by type with their HTML sanitised', async () => {
    renderApp('/', {
      user: makeUser('customer'),
      api: { 'GET dashboards': () => makeDashboard({ notices }) },
    });
    const alerts = await screen.findAllByTestId('notice-alert');
    expect(alerts.map((a) => a.className.match(/MuiAlert-color(\w+)/)?.[1])).toEqual([
      'Info',
      'Error',
      'Warning',
    ]);
    expect(within(alerts[0]!).getByText('sábado').tagName).toBe('STRONG');

    const dangerous = alerts[1]!;
    expect(dangerous).toHaveTextContent('Hola');
    expect(dangerous.querySelector('script')).toBeNull();
    expect(dangerous.querySelector('[onerror]')).toBeNull();
    expect(within(dangerous).getByText('enlace')).not.toHaveAttribute(
      'href',
      'javascript:alert(1)',
    );
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('shows staff the carriers table even when empty, and developers the breakdown by carrier', async () => {
    renderApp('/', {
      user: makeUser('developer'),
      api: {
        'GET dashboards': () =>
          makeDashboard({
            carriers: [],
            current_month_by_carrier: { Estafeta: 4 },
            last_month_by_carrier: {},
          }),
      },
    });
    const carriers = await screen.findByRole('region', { name: 'Paqueterías' });
    expect(within(carriers).getByText('Aún no hay paqueterías')).toBeInTheDocument();
    expect(within(carriers).getByRole('link', { name: 'Crear paquetería' })).toHaveAttribute(
      'href',
      '/carriers',
    );
    expect(screen.getByText('Estafeta')).toBeInTheDocument();
    expect(screen.getByText('Datos no disponibles')).toBeInTheDocument();
  });

  it('sends a support e-mail from the dialog', async () => {
    const { api } = renderApp('/', {
      user: makeUser('customer'),
      api: { 'POST dashboards/send_support_email': () => ({ ok: true }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Escribir a soporte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar correo a soporte' });
    await userEvent.type(within(dialog).getByLabelText(/^Asunto( \*)?$/), 'Guía atorada');
    await userEvent.type(within(dialog).getByLabelText(/^Mensaje( \*)?$/), 'Mi guía no avanza');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByTestId('notification')).toHaveTextContent(
      'Solicitud enviada correctamente',
    );
    expect(api.find('POST', 'dashboards/send_support_email')[0]?.body).toEqual({
      support: { subject: 'Guía atorada', message: 'Mi guía no avanza' },
    });
  });
});

describe('DashboardPage, first visits and many notices', () => {
  it('shows at most three notices, the rest behind "see all", and closes one for this user', async () => {
    const many = Array.from({ length: 5 }, (_, i) =>
      makeNotice({ id: i + 1, title: `Aviso ${i + 1}` }),
    );
    const { api } = renderApp('/', {
      user: makeUser('customer'),
      api: {
        'GET dashboards': () => makeDashboard({ notices: many }),
        'POST notices/*/dismiss': () => ({ ok: true }),
      },
    });
    expect(await screen.findAllByTestId('notice-alert')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Ver todos los avisos (2 más)' }));
    expect(await screen.findAllByTestId('notice-alert')).toHaveLength(5);

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar aviso Aviso 1' }));
    await waitFor(() => expect(screen.queryByText('Aviso 1')).toBeNull());
    expect(api.find('POST', 'notices/1/dismiss')).toHaveLength(1);
  });

  it('gives a new customer quick actions, what to do next and a first-steps checklist', async () => {
    renderApp('/', {
      user: makeUser('customer', { fiscal_data_verified: true, total_shipments: 0 }),
      api: { 'GET dashboards': () => makeDashboard({ balance: '0.00', total: 0 }) },
    });
    const actions = await screen.findByRole('navigation', { name: 'Acciones rápidas' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Cotizar', 'Crear envío', 'Agregar fondos']);
    expect(await screen.findByRole('link', { name: 'Agrega fondos' })).toHaveAttribute(
      'href',
      '/credits',
    );
    const steps = screen.getByRole('region', { name: 'Primeros pasos' });
    expect(steps).toHaveTextContent('1 de 3 listos');
    expect(within(steps).getByRole('link', { name: /Crea tu primer envío/ })).toHaveAttribute(
      'href',
      '/shipments/new',
    );
  });

  it('shows staff neither quick actions nor the checklist', async () => {
    renderApp('/', {
      user: makeUser('admin'),
      api: { 'GET dashboards': () => makeDashboard({ carriers: [] }) },
    });
    await screen.findByRole('region', { name: 'Paqueterías' });
    expect(screen.queryByRole('navigation', { name: 'Acciones rápidas' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Primeros pasos' })).toBeNull();
  });
});
