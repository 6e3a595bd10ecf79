import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Transaction } from '@despacho/shared';
import { i18n } from '../../lib/i18n';
import { makeUser } from '../../test/fixtures';
import { reply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const user = { id: 7, sequential_id: 7, name: 'Luisa', last_name: 'Luna', email: 'l@x.mx' };
const row = (over: Partial<Transaction>): Transaction => ({
  id: 1,
  sequential_id: 1,
  user_id: 7,
  amount: '119.00',
  transaction_type: 'withdraw',
  status: 'cleared',
  description: null,
  description_code: null,
  description_params: null,
  created_at: '2026-03-10T18:30:00Z',
  created_by: { kind: 'user', id: null, name: null, staff: false },
  user,
  shipment: null,
  invoice: null,
  ...over,
});
const rows = [
  row({
    id: 11,
    sequential_id: 11,
    description: 'Guía del envío 6',
    description_code: 'label_purchase',
    description_params: { shipment: 6 },
  }),
  row({
    id: 12,
    sequential_id: 12,
    transaction_type: 'deposit',
    description: 'Reembolso por cancelación del envío 6',
    description_code: 'cancellation_refund',
    description_params: { shipment: 6 },
  }),
  // Typed by staff: stays as typed in every language.
  row({
    id: 13,
    sequential_id: 13,
    transaction_type: 'deposit',
    description: 'Bonificación de marzo',
  }),
  // Written before codes existed: its stored text is all there is.
  row({ id: 14, sequential_id: 14, description: 'Guía del envío 2' }),
];
const page = () =>
  reply(200, {
    data: rows,
    pagination: { page: 1, per_page: 10, total_objects: rows.length, total_pages: 1 },
  });

const cellOf = async (number: number) =>
  (await screen.findByText(`#${number}`)).closest('tr') as HTMLElement;

afterEach(() => i18n.changeLanguage('es-MX'));

describe("ledger descriptions in the reader's language", () => {
  it('words the rows the product wrote in English, and keeps staff’s text as typed', async () => {
    await i18n.changeLanguage('en');
    renderApp('/my-transactions', {
      user: makeUser('customer', { locale: 'en' }),
      api: { 'GET transactions': page },
    });
    expect(within(await cellOf(11)).getByText('Label for shipment 6')).toBeInTheDocument();
    expect(
      within(await cellOf(12)).getByText('Refund for cancelling shipment 6'),
    ).toBeInTheDocument();
    expect(within(await cellOf(13)).getByText('Bonificación de marzo')).toBeInTheDocument();
    expect(within(await cellOf(14)).getByText('Guía del envío 2')).toBeInTheDocument();
    expect(screen.queryByText('Guía del envío 6')).not.toBeInTheDocument();
  });

  it('reads the same codes in Spanish for a Spanish reader', async () => {
    renderApp('/my-transactions', {
      user: makeUser('customer'),
      api: { 'GET transactions': page },
    });
    expect(within(await cellOf(11)).getByText('Guía del envío 6')).toBeInTheDocument();
    expect(
      within(await cellOf(12)).getByText('Reembolso por cancelación del envío 6'),
    ).toBeInTheDocument();
  });
});
