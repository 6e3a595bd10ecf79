import { describe, expect, it } from 'vitest';
import { ZNewCardForm } from './credit-card';
import {
  marketplaceAmountSchema,
  openpayAmountSchema,
  openpayCardPaymentSchema,
  paymentProofSchema,
  walletAmountSchema,
} from './payment';
import { keyAt, keysOf } from './test-utils';

describe('payment amounts bounded by settings', () => {
  it.each([
    ['wallet min 100', walletAmountSchema('100'), '100', '99.99', 'v.too_small'],
    ['marketplace min from setting', marketplaceAmountSchema(25), 25, 24.99, 'v.too_small'],
    ['marketplace default min 10', marketplaceAmountSchema(undefined), '10', '9.99', 'v.too_small'],
    ['openpay min 1', openpayAmountSchema('5000'), '1', '0.99', 'v.too_small'],
    ['openpay max from setting', openpayAmountSchema('5000'), '5000', '5000.01', 'v.too_big'],
  ])('%s', (_, schema, ok, bad, key) => {
    expect(keyAt(schema, { amount: ok }, 'amount')).toBeUndefined();
    expect(keyAt(schema, { amount: bad }, 'amount')).toBe(key);
  });

  it.each([
    ['', 'v.required'],
    [undefined, 'v.required'],
    ['abc', 'v.number'],
    ['10.999', 'v.money'],
  ])('amount %s -> %s', (value, key) => {
    expect(keyAt(walletAmountSchema(1), { amount: value }, 'amount')).toBe(key);
  });

  it('keeps the amount a decimal string for the money module', () => {
    expect(walletAmountSchema(1).parse({ amount: 12.5 })).toEqual({ amount: '12.5' });
  });

  it('a card payment needs a chosen card', () => {
    const s = openpayCardPaymentSchema(1000);
    expect(keyAt(s, { amount: 10, card_id: '', device_session_id: 'd' }, 'card_id')).toBe(
      'v.card_required',
    );
    expect(keysOf(s, { amount: 10, card_id: 7, device_session_id: 'd' })).toEqual({});
  });
});

describe('payment proof', () => {
  const pdf = { name: 'recibo.pdf', type: 'application/pdf' };
  const proof = { amount: '1', transaction_date: '2025-03-10', files: [pdf] };
  const s = paymentProofSchema('2025-03-10');
  it('accepts amount 1, today and a pdf', () => expect(keysOf(s, proof)).toEqual({}));
  it('amount min 1', () =>
    expect(keyAt(s, { ...proof, amount: '0.99' }, 'amount')).toBe('v.too_small'));
  it('date not after today', () =>
    expect(keyAt(s, { ...proof, transaction_date: '2025-03-11' }, 'transaction_date')).toBe(
      'v.date_in_future',
    ));
  it.each([
    [{ name: 'a.png', type: 'image/png' }, undefined],
    [{ name: 'a.jpg', type: 'image/jpeg' }, undefined],
    [{ name: 'a.gif', type: 'image/gif' }, 'v.file_type'],
    [{ name: 'a.pdf', type: 'application/octet-stream' }, 'v.file_type'],
  ])('file %o', (file, key) => expect(keyAt(s, { ...proof, files: [file] }, 'files.0')).toBe(key));
  it('a file is required', () => {
    expect(keyAt(s, { ...proof, files: [] }, 'files')).toBe('v.file_required');
    expect(keyAt(s, { ...proof, files: undefined }, 'files')).toBe('v.file_required');
  });
});

describe('new card', () => {
  const card = {
    card_number: '4111 1111 1111 1111',
    holder_name: 'Ana Pérez',
    expiration_month: '12',
    expiration_year: '29',
    cvv2: '123',
    street: 'Hidalgo',
    number: '1',
    neighborhood: 'Centro',
    city: 'Monterrey',
    state: 'Nuevo León',
    postal_code: '64000',
    country: 'MX',
  };
  it('accepts a complete card', () =>
    expect(ZNewCardForm.parse(card).card_number).toBe('4111111111111111'));
  it.each(Object.keys(card))('%s is required', (field) =>
    expect(keyAt(ZNewCardForm, { ...card, [field]: '' }, field)).toBe('v.required'),
  );
  it.each([
    ['card_number', '4111111111111112', 'v.card_number'],
    ['expiration_month', '13', 'v.card_month'],
    ['expiration_month', '01', undefined],
    ['expiration_year', '202', 'v.card_year'],
    ['cvv2', '12', 'v.cvv'],
    ['cvv2', '1234', undefined],
  ])('%s %s', (field, value, key) =>
    expect(keyAt(ZNewCardForm, { ...card, [field]: value }, field)).toBe(key),
  );
});
