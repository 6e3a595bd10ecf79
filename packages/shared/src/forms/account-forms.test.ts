import { describe, expect, it } from 'vitest';
import { ZApiKeyForm } from './api-key';
import { ZShipmentsReportFilters } from './estafeta-report';
import { ZFiscalDataForm } from './fiscal-data';
import { isDuplicateShop, storeFormSchema, ZStoreForm } from './store';
import { ZTaxVerificationForm } from './tax-verification';
import { keyAt, keysOf, repeat } from './test-utils';

describe('API key name', () => {
  it.each([
    ['', 'v.nameRequired'],
    [undefined, 'v.nameRequired'],
    ['ab', 'v.nameMinLength'],
    ['abc', undefined],
    [repeat(50), undefined],
    [repeat(51), 'v.nameMaxLength'],
  ])('%s -> %s', (name, key) => expect(keyAt(ZApiKeyForm, { name }, 'name')).toBe(key));
});

describe('Estafeta report filters', () => {
  it.each([
    ['range', '123', '1234', 'v.estafeta_range'],
    ['range', '123', '12', 'v.estafeta_range'],
    ['account', '1234567', '12345678', 'v.estafeta_account'],
    ['account', '1234567', '123456a', 'v.estafeta_account'],
    ['agent', '001', '01', 'v.estafeta_agent'],
    ['shipping_number', '1234', '123', 'v.min_length'],
  ])('%s: %s passes, %s fails', (field, ok, bad, key) => {
    expect(keyAt(ZShipmentsReportFilters, { [field]: ok }, field)).toBeUndefined();
    expect(keyAt(ZShipmentsReportFilters, { [field]: bad }, field)).toBe(key);
  });
  it('blank filters mean no filter', () => {
    expect(ZShipmentsReportFilters.parse({ range: '', account: '  ' })).toMatchObject({
      range: null,
      account: null,
    });
  });
  it('end date not before start date', () => {
    expect(
      keyAt(
        ZShipmentsReportFilters,
        { start_date: '2025-02-01', end_date: '2025-01-31' },
        'end_date',
      ),
    ).toBe('v.date_range');
  });
});

describe('store connect', () => {
  it.each([
    ['tienda.com', ['https://tienda.com'], true],
    ['http://Tienda.com/', ['tienda.com'], true],
    ['https://otra.com', ['https://tienda.com'], false],
    ['', [''], false],
  ])('isDuplicateShop(%s, %o) = %s', (shop, list, dup) =>
    expect(isDuplicateShop(shop, list)).toBe(dup),
  );

  it('a shop already connected is v.invalidShopUrl', () => {
    const s = storeFormSchema(['https://mi-tienda.myshopify.com']);
    expect(keyAt(s, { provider: 'shopify', shop: 'mi-tienda.myshopify.com/' }, 'shop')).toBe(
      'v.invalidShopUrl',
    );
    expect(keyAt(s, { provider: 'shopify', shop: 'otra.myshopify.com' }, 'shop')).toBeUndefined();
    expect(keyAt(s, { provider: 'shopify', shop: '' }, 'shop')).toBe('v.required');
  });

  const woo = {
    provider: 'woocommerce',
    shop: 'https://woo.mx',
    api_key: 'ck_1',
    api_secret: 'cs_1',
    woocommerce_address: {
      name: 'Ana',
      company: 'Acme',
      email: 'a@b.mx',
      phone: '8112345678',
      street: 'Hidalgo 1',
      neighborhood: 'Centro',
      city: 'Monterrey',
      postal_code: '64000',
    },
  };
  it('WooCommerce defaults to version 3 and legacy off', () => {
    expect(ZStoreForm.parse(woo)).toMatchObject({
      woocommerce_version: 3,
      woocommerce_legacy_api: false,
    });
    expect(ZStoreForm.parse({ ...woo, woocommerce_version: '1' })).toMatchObject({
      woocommerce_version: 1,
    });
    expect(keyAt(ZStoreForm, { ...woo, woocommerce_version: 4 }, 'woocommerce_version')).toBe(
      'v.invalid_value',
    );
  });
  it.each(['api_key', 'api_secret'])('WooCommerce %s is required', (field) =>
    expect(keyAt(ZStoreForm, { ...woo, [field]: '' }, field)).toBe('v.required'),
  );
  it.each(['name', 'company', 'email', 'phone', 'street', 'neighborhood', 'city', 'postal_code'])(
    'WooCommerce address %s is required',
    (field) =>
      expect(
        keyAt(
          ZStoreForm,
          { ...woo, woocommerce_address: { ...woo.woocommerce_address, [field]: '' } },
          `woocommerce_address.${field}`,
        ),
      ).toBe('v.required'),
  );
  it('Tienda Nube skips validation', () => {
    expect(keysOf(storeFormSchema(['x.com']), { provider: 'tiendanube', shop: 'x.com' })).toEqual(
      {},
    );
  });
  it('the provider is required', () =>
    expect(keyAt(ZStoreForm, { shop: 'x.com' }, 'provider')).toBe('v.required'));
});

describe('fiscal data', () => {
  const fiscal = {
    business_name: 'Acme SA de CV',
    rfc: 'aaa010101aaa',
    fiscal_regime: '601',
    payment_form: '03',
    cfdi_use: 'g03',
    phone: '8112345678',
    country_id: 1,
    state: 'Nuevo León',
    street: 'Hidalgo',
    neighborhood: 'Centro',
    city: 'Monterrey',
    postal_code: '64000',
  };
  it('accepts a complete record and normalises codes', () => {
    expect(ZFiscalDataForm.parse(fiscal)).toMatchObject({
      rfc: 'AAA010101AAA',
      cfdi_use: 'G03',
      number: null,
    });
  });
  it.each([
    'business_name',
    'rfc',
    'fiscal_regime',
    'payment_form',
    'cfdi_use',
    'country_id',
    'state',
    'street',
    'neighborhood',
    'city',
    'phone',
    'postal_code',
  ])('%s is required', (field) =>
    expect(keyAt(ZFiscalDataForm, { ...fiscal, [field]: '' }, field)).toBe('v.required'),
  );
  it.each([
    ['phone', '1234567890', '12345678901', 'v.max_length'],
    ['postal_code', '123456', '1234567', 'v.max_length'],
    ['fiscal_regime', '630', '602', 'v.invalid_value'],
    ['cfdi_use', 'D10', 'D11', 'v.invalid_value'],
    ['cfdi_use', 'CN01', 'P01', 'v.invalid_value'],
    ['payment_form', '99', '07', 'v.invalid_value'],
    ['rfc', 'ABCD010101AB1', 'ABCD0101AB1', 'v.rfc'],
  ])('%s: %s passes, %s fails', (field, ok, bad, key) => {
    expect(keyAt(ZFiscalDataForm, { ...fiscal, [field]: ok }, field)).toBeUndefined();
    expect(keyAt(ZFiscalDataForm, { ...fiscal, [field]: bad }, field)).toBe(key);
  });
});

describe('tax verification', () => {
  const person = {
    tax_regime: 'physical',
    name: 'Ana Pérez',
    rfc_curp: 'PEAA900101MNLRNN09',
    social_url: 'https://instagram.com/ana',
  };
  it('accepts a person with a CURP', () =>
    expect(keysOf(ZTaxVerificationForm, person)).toEqual({}));
  it('social_url is required for a person only', () => {
    expect(keyAt(ZTaxVerificationForm, { ...person, social_url: '' }, 'social_url')).toBe(
      'v.required',
    );
    expect(
      keysOf(ZTaxVerificationForm, {
        ...person,
        tax_regime: 'moral',
        social_url: '',
        rfc_curp: 'AAA010101AAA',
      }),
    ).toEqual({});
  });
  it.each(['tax_regime', 'name', 'rfc_curp'])('%s is required', (field) =>
    expect(keyAt(ZTaxVerificationForm, { ...person, [field]: '' }, field)).toBe('v.required'),
  );
  it.each([
    ['services', ['ltl', 'ecommerce'], ['ltl', 'air'], 'services.1', 'v.invalid_value'],
    ['rfc_curp', 'AAA010101AAA', 'NOT-A-CURP', 'rfc_curp', 'v.rfc_curp'],
    [
      'doc_image',
      { name: 'ine.jpg', type: 'image/jpeg' },
      { name: 'ine.doc', type: 'application/msword' },
      'doc_image',
      'v.file_type',
    ],
  ])('%s', (field, ok, bad, path, key) => {
    expect(keyAt(ZTaxVerificationForm, { ...person, [field]: ok }, path)).toBeUndefined();
    expect(keyAt(ZTaxVerificationForm, { ...person, [field]: bad }, path)).toBe(key);
  });
  it('drops the articles image for a person', () => {
    const out = ZTaxVerificationForm.parse({
      ...person,
      article_image: { name: 'a.pdf', type: 'application/pdf' },
    });
    expect(out.article_image).toBeNull();
  });
});
