import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Referral } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import { reply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const page = (data: Referral[]) =>
  reply(200, {
    data,
    pagination: { page: 1, per_page: 10, total_objects: data.length, total_pages: 1 },
  });

describe('referrals', () => {
  it('lists each referral’s name and label spending, with my code to share', async () => {
    renderApp('/referrals', {
      user: makeUser('customer', { referral_code: 'ANA123' }),
      settings: { referral_code: '1' },
      api: {
        'GET referrals': () =>
          page([
            { id: 3, name: 'Nora Referida', total: '1234.50', created_at: '2026-02-01T12:00:00Z' },
            { id: 4, name: 'Paco Referido', total: '0.00', created_at: '2026-01-15T12:00:00Z' },
          ]),
      },
    });
    const table = await screen.findByRole('table', { name: 'Tus referidos' });
    const nora = within(table).getByText('Nora Referida').closest('tr')!;
    expect(within(nora).getByText('$1,234.50')).toBeInTheDocument();
    const paco = within(table).getByText('Paco Referido').closest('tr')!;
    expect(within(paco).getByText('$0.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Tu código de referido')).toHaveValue('ANA123');
  });

  it('says so when nobody signed up with my code yet', async () => {
    renderApp('/referrals', {
      user: makeUser('customer'),
      api: { 'GET referrals': () => page([]) },
    });
    expect(await screen.findByText('Aún no tienes referidos')).toBeInTheDocument();
  });
});
