import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserType } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const groupNames = async (first = 'Mi cuenta') => {
  const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
  await within(nav).findByText(first);
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

  it('groups an admin’s back office by what it is about, their own merchant tools apart', async () => {
    render('admin', { invoicing: '1', overweights: '1', referral_code: '1' });
    expect(await groupNames('Operación')).toEqual([
      'Operación',
      'Catálogo',
      'Dinero',
      'Configuración',
      'Mis herramientas',
    ]);
    expect(links('Operación')).toEqual([
      'Tablero',
      'Envíos',
      'Recolecciones',
      'Envíos manuales',
      'Guías prepagadas',
      'Sobrepesos',
      'Usuarios',
      'Reportes',
      'Analítica',
    ]);
    expect(links('Catálogo')).toEqual(['Paqueterías', 'Zonas', 'Países']);
    expect(links('Dinero')).toEqual([
      'Movimientos',
      'Comprobantes de pago',
      'Facturas',
      'Cuentas bancarias',
      'Archivos CSD',
    ]);
    expect(links('Configuración')).toEqual(['Ajustes', 'Marca', 'Avisos', 'APIs externas']);
    expect(links('Mis herramientas')).toEqual([
      'Cotizar',
      'Nuevo envío',
      'Mis movimientos',
      'Tiendas en línea',
      'Agregar fondos',
      'Referidos',
      'Direcciones',
      'Empaques',
      'Preferencias',
      'Acuerdos propios',
    ]);
    // Each entry once, and never a customer's own fiscal data or a developer's tools.
    const all = screen.getAllByRole('link').map((a) => a.textContent);
    expect(all.filter((name) => name === 'Analítica')).toHaveLength(1);
    expect(all).not.toContain('Datos fiscales');
    expect(all).not.toContain('Validadores');
    expect(screen.getByRole('list', { name: 'Mis herramientas' })).toHaveStyle({
      marginTop: '8px',
    });
  });

  it('leaves settings-driven entries out while their settings are off', async () => {
    render('admin');
    await groupNames('Operación');
    expect(links('Dinero')).toEqual(['Movimientos', 'Comprobantes de pago', 'Cuentas bancarias']);
    expect(links('Operación')).not.toContain('Sobrepesos');
    expect(screen.queryByRole('link', { name: 'Referidos' })).not.toBeInTheDocument();
  });

  it('shows an operator the tenant’s shipments, users and movements, and their own analytics', async () => {
    render('operator', { invoicing: '1' });
    expect(await groupNames('Operación')).toEqual([
      'Operación',
      'Dinero',
      'Configuración',
      'Mis herramientas',
    ]);
    expect(links('Operación')).toEqual(['Tablero', 'Envíos', 'Recolecciones', 'Usuarios']);
    expect(links('Dinero')).toEqual(['Movimientos', 'Facturas']);
    expect(links('Configuración')).toEqual(['APIs externas']);
    expect(links('Mis herramientas')).toContain('Analítica');
    expect(screen.queryByRole('link', { name: 'Cuentas bancarias' })).not.toBeInTheDocument();
  });

  it('adds providers, validators and system settings to a developer’s groups', async () => {
    render('developer', { invoicing: '1' });
    expect(await groupNames('Operación')).toEqual([
      'Operación',
      'Catálogo',
      'Dinero',
      'Configuración',
      'Mis herramientas',
    ]);
    expect(links('Catálogo')).toEqual(['Paqueterías', 'Zonas', 'Países', 'Proveedores']);
    expect(links('Configuración')).toEqual([
      'Ajustes',
      'Marca',
      'Avisos',
      'APIs externas',
      'Validadores',
      'Ajustes del sistema',
    ]);
    expect(links('Operación')).toContain('Sobrepesos');
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
