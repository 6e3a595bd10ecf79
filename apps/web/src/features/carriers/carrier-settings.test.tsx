import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CarrierSetting, UserType } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import { reply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { page, carrier } from './carriers-test-kit';

const setting = (id: number, key: string, over: Partial<CarrierSetting> = {}) => ({
  id,
  key,
  value: `valor-${id}`,
  secret: false,
  visible: true,
  updated_at: '2026-11-01T00:00:00Z',
  ...over,
});

function renderSettings(role: UserType, settings: CarrierSetting[]) {
  return renderApp('/carriers/3/edit', {
    user: makeUser(role),
    api: {
      'GET providers': () => [{ id: 1, code: 'GenericCarrier', name: 'Paquetería genérica' }],
      'GET countries': () => page([{ id: 1, code: 'MX', name: 'México' }]),
      'GET zones': () => page([]),
      'GET services': () => page([]),
      'GET carriers/3': () => reply(200, { data: carrier() }),
      'GET carriers/3/carrier_settings': () => reply(200, { data: settings }),
      'DELETE carriers/3/carrier_settings/*': () => ({ ok: true }),
      'POST carriers/3/carrier_settings': () => reply(201, { data: setting(9, 'branch') }),
    },
  });
}

const table = () => screen.findByRole('table', { name: 'Configuración de la paquetería' });

describe('carrier settings: delete and Visible (spec 3 §6)', () => {
  it('an admin deletes a setting only after confirming; the limit is not theirs to delete', async () => {
    const { api } = renderSettings('admin', [setting(1, 'account_number'), setting(2, 'limit')]);
    const rows = await table();
    const limit = (await within(rows).findByText('limit')).closest('tr')!;
    expect(within(limit).queryByRole('button', { name: 'Eliminar limit' })).not.toBeInTheDocument();
    // No Visible checkbox and no hidden chip for anyone but developers.
    expect(screen.queryByRole('checkbox', { name: 'Visible' })).not.toBeInTheDocument();

    await userEvent.click(within(rows).getByRole('button', { name: 'Eliminar account_number' }));
    const dialog = await screen.findByRole('dialog', {
      name: '¿Eliminar el ajuste account_number?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(within(rows).getByRole('button', { name: 'Eliminar account_number' }));
    const again = await screen.findByRole('dialog', {
      name: '¿Eliminar el ajuste account_number?',
    });
    await userEvent.click(within(again).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Ajuste eliminado')).toBeInTheDocument();
    expect(api.find('DELETE', 'carriers/3/carrier_settings/1')).toHaveLength(1);
  });

  it("a main admin may delete the limit (an owner's setting)", async () => {
    renderSettings('main_admin', [setting(2, 'limit')]);
    const rows = await table();
    await within(rows).findByText('limit');
    expect(within(rows).getByRole('button', { name: 'Eliminar limit' })).toBeInTheDocument();
  });

  it('a developer sees hidden rows marked, and creates a hidden one with "Visible" unchecked', async () => {
    const { api } = renderSettings('developer', [
      setting(1, 'account_number'),
      setting(2, 'internal_note', { visible: false }),
    ]);
    const rows = await table();
    const hidden = (await within(rows).findByText('internal_note')).closest('tr')!;
    expect(within(hidden).getByText('Oculto')).toBeInTheDocument();
    const shown = within(rows).getByText('account_number').closest('tr')!;
    expect(within(shown).queryByText('Oculto')).not.toBeInTheDocument();

    const visible = screen.getByRole('checkbox', { name: 'Visible' });
    expect(visible).toBeChecked();
    await userEvent.type(screen.getByRole('textbox', { name: 'Clave' }), 'branch');
    await userEvent.type(screen.getByRole('textbox', { name: 'Valor' }), 'Centro');
    await userEvent.click(visible);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await waitFor(() =>
      expect(api.find('POST', 'carriers/3/carrier_settings')[0]?.body).toEqual({
        carrier_setting: { key: 'branch', value: 'Centro', visible: false },
      }),
    );
  });
});
