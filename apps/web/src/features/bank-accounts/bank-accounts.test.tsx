import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BankAccount } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import { reply } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';

const account: BankAccount = {
  id: 3,
  bank: 'BBVA',
  account_number: '0123456789',
  clabe: '012180001234567899',
  beneficiary: 'Despacho Demo SA de CV',
  rfc: 'DDE200101AB1',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
const page = (data: BankAccount[]) =>
  reply(200, {
    data,
    pagination: { page: 1, per_page: 10, total_objects: data.length, total_pages: 1 },
  });

describe('bank accounts', () => {
  it('creates an account posting the wrapped body with the RFC upper-cased and the bank read from the CLABE', async () => {
    const { api, router } = renderApp('/bank-accounts/new', {
      user: makeUser('admin'),
      api: { 'POST bank_accounts': () => account, 'GET bank_accounts': () => page([account]) },
    });
    await userEvent.type(await screen.findByLabelText(/CLABE/), '012180001234567891');
    expect(screen.getByLabelText('Banco')).toHaveValue('BBVA México');
    await userEvent.type(screen.getByLabelText(/Beneficiario/), 'Despacho Demo SA de CV');
    await userEvent.type(screen.getByLabelText(/Número de cuenta/), '0123456789');
    await userEvent.type(screen.getByLabelText(/RFC/), 'dde200101ab1');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(
      await screen.findByText(/La CLABE no es válida: revisa los dígitos/),
    ).toBeInTheDocument();
    const clabe = screen.getByLabelText(/CLABE/);
    await userEvent.clear(clabe);
    await userEvent.type(clabe, '012180001234567899');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/bank-accounts'));
    expect(api.find('POST', 'bank_accounts')[0]?.body).toEqual({
      bank_account: {
        account_number: '0123456789',
        clabe: '012180001234567899',
        beneficiary: 'Despacho Demo SA de CV',
        rfc: 'DDE200101AB1',
      },
    });
  });

  it('edits an account with PUT and the wrapped body', async () => {
    const { api } = renderApp('/bank-accounts/3/edit', {
      user: makeUser('admin'),
      api: {
        'GET bank_accounts/3': () => account,
        'PUT bank_accounts/3': () => account,
        'GET bank_accounts': () => page([account]),
      },
    });
    const beneficiary = await screen.findByLabelText(/Beneficiario/);
    await userEvent.clear(beneficiary);
    await userEvent.type(beneficiary, 'Otra Razón SA');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.find('PUT', 'bank_accounts/3')).toHaveLength(1));
    expect(api.find('PUT', 'bank_accounts/3')[0]?.body).toEqual({
      bank_account: { ...pick(account), beneficiary: 'Otra Razón SA' },
    });
  });

  it('deletes an account only after confirming', async () => {
    let rows = [account];
    const { api } = renderApp('/bank-accounts', {
      user: makeUser('admin'),
      api: {
        'GET bank_accounts': () => page(rows),
        'DELETE bank_accounts/3': () => {
          rows = [];
          return { ok: true };
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Cuentas bancarias' });
    expect(await within(table).findByText('012 180 00123456789 9')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Eliminar cuenta de BBVA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar cuenta bancaria' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.find('DELETE', 'bank_accounts/3')).toHaveLength(0);

    await userEvent.click(within(table).getByRole('button', { name: 'Eliminar cuenta de BBVA' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }),
    );
    expect(await screen.findByText('Aún no hay cuentas bancarias')).toBeInTheDocument();
    expect(api.find('DELETE', 'bank_accounts/3')).toHaveLength(1);
  });

  it('lets a customer open the list but hides create, edit and delete', async () => {
    renderApp('/bank-accounts', {
      user: makeUser('customer'),
      api: { 'GET bank_accounts': () => page([account]) },
    });
    expect(await screen.findByText('BBVA')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nueva cuenta bancaria' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
  });
});

function pick({ account_number, clabe, beneficiary, rfc }: BankAccount) {
  return { account_number, clabe, beneficiary, rfc };
}
