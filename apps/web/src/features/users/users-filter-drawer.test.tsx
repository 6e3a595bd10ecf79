import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import { reply, type ApiCall } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';
import { setViewport } from '../../test/setup';

/** Issue 25: on a phone the users list keeps its filters in a bottom sheet with their count. */
const user = (id: number, fullname: string) =>
  ({
    ...makeUser('customer', { id, fullname, email: `u${id}@despacho.test` }),
  }) as unknown as AdminUser;

function renderPhoneList() {
  setViewport(390);
  const calls: ApiCall[] = [];
  const rendered = renderApp('/users', {
    user: makeUser('admin', { id: 99 }),
    api: {
      'GET users': (call) => {
        calls.push(call);
        return reply(200, {
          data: [user(5, 'Carmen Clienta'), user(6, 'Luis Lopez')],
          pagination: { page: 1, per_page: 10, total_objects: 2, total_pages: 1 },
        });
      },
    },
  });
  return { ...rendered, listCalls: calls };
}

describe('users list on a phone', () => {
  it('shows no filter inline; the "Filtros" sheet counts what is applied and clears it all', async () => {
    const { listCalls, router } = renderPhoneList();
    await screen.findByText('Carmen Clienta');
    expect(screen.queryByLabelText('Estado')).toBeNull();
    expect(screen.queryByLabelText('Buscar por')).toBeNull();
    const button = screen.getByRole('button', { name: 'Filtros' });

    await userEvent.click(button);
    const sheet = within(await screen.findByRole('dialog', { name: 'Filtros' }));
    await userEvent.selectOptions(sheet.getByLabelText('Estado'), 'suspended');
    await waitFor(() => expect(currentUrl(router)).toContain('status=suspended'));
    await userEvent.selectOptions(sheet.getByLabelText('Precio personalizado'), 'with');
    await waitFor(() => {
      const last = listCalls.at(-1)!.query;
      expect(last.get('where[status]')).toBe('suspended');
      expect(last.get('where[custom_price]')).toBe('with');
    });
    expect(sheet.getByRole('heading', { name: 'Filtros (2)' })).toBeInTheDocument();
    await userEvent.click(sheet.getByRole('button', { name: 'Ver resultados' }));
    expect(await screen.findByRole('button', { name: 'Filtros (2)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filtros (2)' }));
    const again = within(await screen.findByRole('dialog', { name: 'Filtros' }));
    await userEvent.click(again.getByRole('button', { name: 'Borrar todo' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/users'));
    expect(again.getByRole('heading', { name: 'Filtros' })).toBeInTheDocument();
    expect(again.getByLabelText('Estado')).toHaveValue('');
    expect(again.getByRole('button', { name: 'Borrar todo' })).toBeDisabled();
  });
});
