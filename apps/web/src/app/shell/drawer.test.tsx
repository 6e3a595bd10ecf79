import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserType } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const groupNames = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
  await within(nav).findByText('Mi cuenta');
  return within(nav)
    .getAllByRole('list')
    .map((list) => list.getAttribute('aria-label'))
    .filter(Boolean);
};

const links = (group: string) =>
  within(screen.getByRole('list', { name: group }))
    .getAllByRole('link')
    .map((a) => a.textContent);

const render = (type: UserType, settings: Record<string, string> = {}) =>
  renderApp('/', { user: makeUser(type, { fullname: `Persona ${type}` }), settings });

describe('drawer', () => {
  it('shows a customer only their own account and configurations', async () => {
    render('customer');
    expect(await groupNames()).toEqual(['Mi cuenta', 'Configuraciones']);
    expect(links('Mi cuenta')).toEqual([
      'Tablero',
      'Envíos',
      'Recolecciones',
      'Cotizar',
      'Mis movimientos',
      'Analítica',
      'Tiendas en línea',
      'Agregar fondos',
      'Datos fiscales',
    ]);
    expect(links('Configuraciones')).toContain('Acuerdos propios');
  });

  it('adds referrals, overweights and invoices when their settings are on, and drops own agreements', async () => {
    render('customer', {
      referral_code: '1',
      overweights: '1',
      invoicing: '1',
      user_own_agreements: '0',
    });
    expect(await screen.findByRole('link', { name: 'Referidos' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Facturas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sobrepesos' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Acuerdos propios' })).not.toBeInTheDocument();
  });

  it('shows an admin the administration group without developer items or fiscal data', async () => {
    render('admin');
    expect(await groupNames()).toEqual(['Mi cuenta', 'Administración', 'Configuraciones']);
    const admin = links('Administración');
    expect(admin).toEqual(
      expect.arrayContaining([
        'Usuarios',
        'Avisos',
        'Cuentas bancarias',
        'Ajustes',
        'Reportes',
        'Envíos manuales',
      ]),
    );
    expect(admin).not.toContain('Archivos CSD');
    expect(screen.queryByRole('link', { name: 'Datos fiscales' })).not.toBeInTheDocument();
  });

  it('shows an operator the operator group only', async () => {
    render('operator');
    expect(await groupNames()).toEqual(['Mi cuenta', 'Operación', 'Configuraciones']);
    expect(links('Operación')).toEqual(['Usuarios', 'Movimientos', 'Recolecciones']);
    expect(links('Mi cuenta')).not.toContain('Recolecciones');
  });

  it('shows a developer every group, including providers, validators and system settings', async () => {
    render('developer', { invoicing: '1' });
    expect(await groupNames()).toEqual([
      'Mi cuenta',
      'Administración',
      'Desarrollo',
      'Configuraciones',
    ]);
    expect(links('Desarrollo')).toEqual(['Proveedores', 'Validadores', 'Ajustes del sistema']);
    expect(await screen.findByRole('link', { name: 'Archivos CSD' })).toBeInTheDocument();
  });

  it('shows full name, e-mail and balance in the drawer header, and the version in the footer', async () => {
    render('customer');
    const header = await screen.findByTestId('drawer-header');
    expect(header).toHaveTextContent('Persona customer');
    expect(header).toHaveTextContent('customer@despacho.test');
    expect(within(header).getByTestId('drawer-balance').textContent?.replace(/\s/g, ' ')).toBe(
      '$5,000.00 MXN',
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Versión 2.31.5');
  });
});
