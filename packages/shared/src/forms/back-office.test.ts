import { describe, expect, it } from 'vitest';
import { carrierFormSchema, carrierLimitSchema, ZCarrierForm, ZCarrierImportForm } from './carrier';
import {
  carrierSettingUpdateSchema,
  dropMaskedSettings,
  ZCarrierSettingCreateForm,
  ZOwnAgreementCarrierForm,
} from './carrier-setting';
import { ZCountryForm } from './country';
import { ZOwnAgreementsPriceForm } from './own-agreements-price';
import { ZPostalCodeForm, ZPostalCodeImportForm } from './postal-code';
import { serviceFormSchema, validatorsForServiceType, ZServiceForm } from './service';
import { servicePriceSchema, ZServicePriceImportRow } from './service-price';
import { ZTransactionForm } from './transaction';
import { ZValidatorForm } from './validator';
import { ZServiceCountriesForm, ZServiceZonesForm, ZZoneForm } from './zone';
import { keyAt, keysOf } from './test-utils';

describe('carrier', () => {
  const carrier = { name: 'Estafeta MX', provider_id: 3, status: 'active' };
  it('defaults girth 330 and insurance none', () =>
    expect(ZCarrierForm.parse(carrier)).toMatchObject({
      girth: 330,
      insurance_type: 'none',
      status: 'active',
    }));
  it.each(['name', 'provider_id', 'status'])('%s is required', (f) =>
    expect(keyAt(ZCarrierForm, { ...carrier, [f]: '' }, f)).toBe('v.required'),
  );
  it('insurance type is required when the insurance setting shows it', () => {
    expect(keyAt(carrierFormSchema({ insuranceShown: true }), carrier, 'insurance_type')).toBe(
      'v.required',
    );
    expect(
      keyAt(carrierFormSchema({ insuranceShown: false }), carrier, 'insurance_type'),
    ).toBeUndefined();
  });
  it.each([
    ['30x20x10x1', undefined],
    ['29.7 x 21 x 5 x 0.5', undefined],
    ['30x20x10', 'v.package_dimensions'],
  ])('static package dimensions %s', (v, key) =>
    expect(
      keyAt(
        ZCarrierForm,
        { ...carrier, static_package_dimensions: v },
        'static_package_dimensions',
      ),
    ).toBe(key),
  );
  it('forces the Redpack flag off for other providers', () => {
    expect(
      ZCarrierForm.parse({
        ...carrier,
        provider_code: 'Estafeta',
        use_redpack_static_package: true,
      }).use_redpack_static_package,
    ).toBe(false);
    expect(
      ZCarrierForm.parse({ ...carrier, provider_code: 'Redpack', use_redpack_static_package: true })
        .use_redpack_static_package,
    ).toBe(true);
  });
  it('the limit must exceed the shipment count', () => {
    expect(keyAt(carrierLimitSchema(10), { shipment_limit: 11 }, 'shipment_limit')).toBeUndefined();
    expect(keyAt(carrierLimitSchema(10), { shipment_limit: 10 }, 'shipment_limit')).toBe(
      'v.carrier_limit',
    );
  });
  it('imports only .json', () => {
    expect(
      keyAt(ZCarrierImportForm, { file: { name: 'c.json', type: '' } }, 'file'),
    ).toBeUndefined();
    expect(keyAt(ZCarrierImportForm, { file: { name: 'c.txt', type: 'text/plain' } }, 'file')).toBe(
      'v.file_type',
    );
  });
});

describe('carrier setting', () => {
  it.each([
    [{ key: '', value: 'x' }, 'key', 'v.required'],
    [{ key: 'user', value: '' }, 'value', 'v.required'],
    [{ key: 'additional_info', value: '' }, 'value', undefined],
    [{ key: 'static_package_dimensions', value: '30x20x10x1' }, 'value', undefined],
    [{ key: 'static_package_dimensions', value: '30x20' }, 'value', 'v.package_dimensions'],
  ])('%o', (input, path, key) => expect(keyAt(ZCarrierSettingCreateForm, input, path)).toBe(key));
  it('edit keeps the rule of the record key', () => {
    expect(keyAt(carrierSettingUpdateSchema('password'), { value: '' }, 'value')).toBe(
      'v.required',
    );
    expect(
      keyAt(carrierSettingUpdateSchema('additional_info'), { value: '' }, 'value'),
    ).toBeUndefined();
  });
  it('own-agreement carrier needs values and at least one service', () => {
    const form = { provider_id: 1, settings: { user: 'u', password: '' }, service_ids: [] };
    expect(keysOf(ZOwnAgreementCarrierForm, form)).toEqual({
      'settings.password': ['v.required'],
      service_ids: ['v.servicesError'],
    });
    expect(dropMaskedSettings({ user: 'u', password: '*****' })).toEqual({ user: 'u' });
  });
});

describe('service', () => {
  const service = {
    name: 'Terrestre',
    code: 'STD',
    status: 'active',
    days: 3,
    extra_kg_price: 10,
    extra_kg_overweight_price: 12,
    oversize_kg_price: 0,
    service_type: 'national',
  };
  it('defaults to all seven week days and exchange rate 1.0', () =>
    expect(ZServiceForm.parse(service)).toMatchObject({
      week_days: [0, 1, 2, 3, 4, 5, 6],
      exchange_rate: 1,
    }));
  it.each([
    'name',
    'code',
    'status',
    'days',
    'extra_kg_price',
    'extra_kg_overweight_price',
    'oversize_kg_price',
    'service_type',
  ])('%s is required', (f) =>
    expect(keyAt(ZServiceForm, { ...service, [f]: '' }, f)).toBe('v.required'),
  );
  it.each([
    ['exchange_rate', '3.0', '4.0', 'v.invalid_value'],
    ['days', 0, -1, 'v.too_small'],
    ['days', 2, 2.5, 'v.integer'],
    ['service_type', 'zonal', 'local', 'v.invalid_value'],
    ['start_at', '23:59', '24:00', 'v.time'],
    ['client_percentage', 100, 100.1, 'v.too_big'],
  ])('%s: %s passes, %s fails', (f, ok, bad, key) => {
    expect(keyAt(ZServiceForm, { ...service, [f]: ok }, f)).toBeUndefined();
    expect(keyAt(ZServiceForm, { ...service, [f]: bad }, f)).toBe(key);
  });
  it.each([
    [[6], undefined, 'week_days'],
    [[7], 'v.invalid_value', 'week_days.0'],
    [[], 'v.week_days', 'week_days'],
  ])('week days %o', (days, key, path) =>
    expect(keyAt(ZServiceForm, { ...service, week_days: days }, path)).toBe(key),
  );
  const validators = [
    { id: 1, name: 'postal_code' },
    { id: 2, name: 'Excluded postal code' },
    { id: 3, name: 'weight' },
  ];
  it('zonal services drop the postal-code validators', () => {
    expect(validatorsForServiceType(validators, 'zonal').map((v) => v.id)).toEqual([3]);
    expect(validatorsForServiceType(validators, 'national')).toHaveLength(3);
    const out = serviceFormSchema({ validators }).parse({
      ...service,
      service_type: 'zonal',
      validator_ids: [1, 2, 3],
    });
    expect(out.validator_ids).toEqual([3]);
  });
  it('non-international services clear international amounts on create only', () => {
    const input = {
      ...service,
      international_amount: 5,
      international_percent: 2,
      client_percentage: 1,
    };
    expect(serviceFormSchema({ create: true }).parse(input)).toMatchObject({
      international_amount: null,
      international_percent: null,
      client_percentage: null,
    });
    expect(
      serviceFormSchema({ create: true }).parse({ ...input, service_type: 'international' }),
    ).toMatchObject({ international_amount: 5 });
    expect(serviceFormSchema().parse(input)).toMatchObject({ international_amount: 5 });
  });
});

describe('service price', () => {
  it.each(['kg', 'price', 'admin_cost'])('%s is required', (f) =>
    expect(
      keyAt(
        servicePriceSchema({ requireMainAdminCost: false }),
        { kg: 1, price: 1, admin_cost: 1, [f]: '' },
        f,
      ),
    ).toBe('v.required'),
  );
  it('main admin cost only for main admins and developers', () => {
    expect(
      keyAt(
        servicePriceSchema({ requireMainAdminCost: true }),
        { kg: 1, price: 1, admin_cost: 1 },
        'main_admin_cost',
      ),
    ).toBe('v.required');
    expect(
      servicePriceSchema({ requireMainAdminCost: false }).parse({ kg: 1, price: 1, admin_cost: 1 })
        .main_admin_cost,
    ).toBe(0);
  });
  it('an import row maps cost to admin_cost with main admin cost 0', () =>
    expect(ZServicePriceImportRow.parse({ kg: '1', price: '99.5', cost: '80' })).toEqual({
      kg: 1,
      price: 99.5,
      admin_cost: 80,
      main_admin_cost: 0,
    }));
});

describe('small back-office forms', () => {
  it.each([
    [
      ZValidatorForm,
      { name: 'cp', status: 'active', description: 'x' },
      ['name', 'status', 'description'],
    ],
    [ZCountryForm, { name: 'México' }, ['name']],
    [ZZoneForm, { name: 'Norte' }, ['name']],
    [ZPostalCodeForm, { postal_code: '64000', country_id: 1 }, ['postal_code', 'country_id']],
    [
      ZTransactionForm,
      { amount: '10', transaction_type: 'deposit' },
      ['amount', 'transaction_type'],
    ],
    [
      ZPostalCodeImportForm,
      { file: { name: 'cp.csv', type: 'text/csv' }, country_id: 1 },
      ['country_id', 'file'],
    ],
  ] as const)('required fields %#', (schema, valid, fields) => {
    expect(keysOf(schema, valid)).toEqual({});
    for (const f of fields)
      expect(keyAt(schema, { ...valid, [f]: '' }, f), f).toMatch(/^v\.(required|file_required)$/);
  });
  it('transaction type is deposit or withdraw; amount positive', () => {
    expect(
      keyAt(ZTransactionForm, { amount: '10', transaction_type: 'refund' }, 'transaction_type'),
    ).toBe('v.invalid_value');
    expect(
      keyAt(ZTransactionForm, { amount: '0.01', transaction_type: 'withdraw' }, 'amount'),
    ).toBeUndefined();
    expect(keyAt(ZTransactionForm, { amount: '0', transaction_type: 'withdraw' }, 'amount')).toBe(
      'v.too_small',
    );
  });
  it('service zones min 2, countries min 1', () => {
    expect(keyAt(ZServiceZonesForm, { zone_ids: [1, 2] }, 'zone_ids')).toBeUndefined();
    expect(keyAt(ZServiceZonesForm, { zone_ids: [1] }, 'zone_ids')).toBe('v.minimumZonesError');
    expect(keyAt(ZServiceCountriesForm, { country_ids: [1] }, 'country_ids')).toBeUndefined();
    expect(keyAt(ZServiceCountriesForm, { country_ids: [] }, 'country_ids')).toBe(
      'v.minimumCountryError',
    );
  });
});

describe('own-agreements price', () => {
  it.each([
    ['', 'v.price_required'],
    [undefined, 'v.price_required'],
    ['abc', 'v.number'],
    ['0', undefined],
    ['-0.01', 'v.price_min'],
    ['10.01', undefined],
    ['10.001', 'v.price_step'],
  ])('%s -> %s', (v, key) =>
    expect(
      keyAt(ZOwnAgreementsPriceForm, { own_agreements_price: v }, 'own_agreements_price'),
    ).toBe(key),
  );
});
