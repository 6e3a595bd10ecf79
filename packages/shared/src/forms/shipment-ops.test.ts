import { describe, expect, it } from 'vitest';
import { ZCsdForm } from './csd';
import { ZInvoiceFilters } from './invoice-filters';
import { ZLabelUploadForm } from './label-upload';
import { ZOverweightEvidenceForm } from './overweight-evidence';
import { pickSubUser } from './sub-user';
import { ZUserAdminForm } from './user-admin';
import { ZUserPriceImportForm } from './user-price';
import { ZShipmentImportForm, ZWaybillImportForm } from './waybill';
import { keyAt, keysOf } from './test-utils';

const pdf = { name: 'label.pdf', type: 'application/pdf' };

describe('label upload', () => {
  it.each([
    ['1234567890', pdf, {}],
    ['', pdf, { tracking_number: ['v.required'] }],
    ['12AB', pdf, { tracking_number: ['v.digits'] }],
    ['123', { name: 'l.png', type: 'image/png' }, { file: ['v.file_type'] }],
    ['123', undefined, { file: ['v.file_required'] }],
  ])('%s %o', (tracking_number, file, keys) =>
    expect(keysOf(ZLabelUploadForm, { tracking_number, file })).toEqual(keys),
  );
});

describe('overweight evidence', () => {
  it('needs a description and an image or PDF', () => {
    expect(
      keysOf(ZOverweightEvidenceForm, {
        evidence_description: 'Báscula',
        evidence_file: { name: 'a.jpg', type: 'image/jpeg' },
      }),
    ).toEqual({});
    expect(
      keysOf(ZOverweightEvidenceForm, {
        evidence_description: '',
        evidence_file: { name: 'a.zip', type: 'application/zip' },
      }),
    ).toEqual({
      evidence_description: ['v.required'],
      evidence_file: ['v.file_type'],
    });
  });
});

describe('imports by file type', () => {
  it.each([
    [ZWaybillImportForm, 'w.csv', '', undefined],
    [ZWaybillImportForm, 'w.XLS', '', undefined],
    [ZWaybillImportForm, 'w.txt', 'text/plain', 'v.file_type'],
    [ZShipmentImportForm, 's.xlsx', '', undefined],
    [ZShipmentImportForm, 's.csv', 'text/csv', 'v.file_type'],
    [ZUserPriceImportForm, 'p.xls', 'application/vnd.ms-excel', 'v.file_type'],
  ] as const)('%#: %s', (schema, name, type, key) =>
    expect(keyAt(schema, { file: { name, type }, carrier_id: 1 }, 'file')).toBe(key),
  );
  it('waybill import needs a carrier', () =>
    expect(keyAt(ZWaybillImportForm, { file: { name: 'w.csv', type: '' } }, 'carrier_id')).toBe(
      'v.required',
    ));
});

describe('staff user form', () => {
  const user = { name: 'Ana', last_name: 'Pérez', email: 'ana@x.mx', phone: '81 1234 5678' };
  it('defaults a new user to operator with special carriers', () =>
    expect(ZUserAdminForm.parse(user)).toMatchObject({
      user_type: 'operator',
      special_carriers: true,
      password: null,
    }));
  it.each(['name', 'last_name', 'email', 'phone'])('%s is required', (f) =>
    expect(keyAt(ZUserAdminForm, { ...user, [f]: '' }, f)).toBe('v.required'),
  );
  it('name max 35', () => {
    expect(keyAt(ZUserAdminForm, { ...user, name: 'a'.repeat(35) }, 'name')).toBeUndefined();
    expect(keyAt(ZUserAdminForm, { ...user, name: 'a'.repeat(36) }, 'name')).toBe('v.max_length');
  });
});

describe('sub-user lookup', () => {
  it.each([
    [[], false],
    [[{ id: 1 }], true],
    [[{ id: 1 }, { id: 2 }], false],
  ])('%o', (matches, ok) => expect(pickSubUser(matches).ok).toBe(ok));
});

describe('invoice filters', () => {
  it('blank filters are no filter; end date not before start', () => {
    expect(ZInvoiceFilters.parse({ transaction_id: '', user_email: '' })).toMatchObject({
      transaction_id: null,
      user_email: null,
    });
    expect(
      keyAt(ZInvoiceFilters, { start_date: '2025-03-01', end_date: '2025-03-01' }, 'end_date'),
    ).toBeUndefined();
    expect(
      keyAt(ZInvoiceFilters, { start_date: '2025-03-02', end_date: '2025-03-01' }, 'end_date'),
    ).toBe('v.date_range');
    expect(keyAt(ZInvoiceFilters, { user_email: 'nope' }, 'user_email')).toBe('v.email');
  });
});

describe('CSD', () => {
  it('needs the .cer, the .key and the password', () => {
    expect(
      keysOf(ZCsdForm, {
        certificate: { name: 'a.cer', type: '' },
        private_key: { name: 'a.key', type: '' },
        password: 'x',
      }),
    ).toEqual({});
    expect(keysOf(ZCsdForm, { certificate: { name: 'a.pem', type: '' }, password: '' })).toEqual({
      certificate: ['v.file_type'],
      private_key: ['v.file_required'],
      password: ['v.required'],
    });
  });
});
