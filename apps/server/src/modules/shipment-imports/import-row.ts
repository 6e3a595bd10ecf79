import {
  isMexico,
  issuesToFieldErrors,
  validationText,
  ZParcelForm,
  type AddressForm,
  type Locale,
  type ShipmentAddress,
  type ShipmentImportError,
  type ShipmentParcel,
  type ShipmentStep,
} from '@despacho/shared';
import type { Tx } from '../../db/client';
import type { AddressRow, PackageRow } from '../../db/schema';
import { checkShipmentAddress, type AddressLookups } from '../shipments/shipment-address';
import { shipmentParcel } from '../shipments/shipment-parcel.service';
import { withTenantContacts } from '../shipments/shipment-tenant-rules';
import {
  ADDRESS_FIELDS,
  fieldLabel,
  headingOf,
  normalHeading,
  PARCEL_FIELDS,
  type AddressField,
  type ColumnKey,
  type ColumnMap,
} from './import-columns';

/** What every row of one import is checked against (read once per import or batch). */
export interface RowContext {
  tx: Tx;
  locale: Locale;
  lookups: AddressLookups;
  columns: ColumnMap;
  tenantRules: Readonly<Record<string, string>>;
  countryByName: Map<string, { id: number; code: string | null }>;
  mexicoId: number | null;
  savedByAka: Map<string, AddressRow>;
  latestSaved: AddressRow | null;
  packagesByName: Map<string, PackageRow>;
  /** A saved address checked once per import: its address, or the fields it lacks. */
  savedChecked: Map<number, ShipmentAddress | string[]>;
}

export type RowResult =
  | {
      ok: true;
      step: ShipmentStep;
      origin: ShipmentAddress | null;
      destination: ShipmentAddress;
      parcel: ShipmentParcel | null;
      sourceNumber: string | null;
    }
  | { ok: false; errors: ShipmentImportError[] };

export const normalName = normalHeading;

const PARCEL_TYPE_WORDS: Record<string, string> = {
  caja: 'box',
  paquete: 'box',
  box: 'box',
  sobre: 'doc',
  documento: 'doc',
  documentos: 'doc',
  doc: 'doc',
  tarima: 'ltl',
  pallet: 'ltl',
  ltl: 'ltl',
};

/** "2,5" from a Spanish-locale sheet is 2.5; other text goes to the rule as typed. */
const decimalText = (v: string) => (/^-?\d+,\d+$/.test(v) ? v.replace(',', '.') : v);

type Side = 'origin' | 'destination';
const PREFIX = { origin: 'origin_attributes', destination: 'destination_attributes' } as const;

/** A rule's error key (`destination_attributes.postal_code`) as the column it is about. */
function columnOfField(side: Side, key: string, columns: ColumnMap): ColumnKey {
  const field = key.split('.').pop()!;
  if (field === 'country_id' || field === 'country_code') return `${side}.country`;
  if (field === 'calling_code' && !columns.index.has(`${side}.calling_code`))
    return `${side}.phone`;
  return (ADDRESS_FIELDS as readonly string[]).includes(field)
    ? (`${side}.${field}` as ColumnKey)
    : `${side}.name`;
}

function savedToForm(a: AddressRow): AddressForm {
  return {
    name: a.name,
    company: a.company,
    email: a.email,
    phone: a.phone,
    calling_code: a.callingCode,
    rfc: a.rfc,
    country_id: a.countryId ?? '',
    state: a.state ?? '',
    city: a.city,
    neighborhood: a.neighborhood ?? '',
    street: a.street,
    number: a.number,
    interior_number: a.interiorNumber,
    postal_code: a.postalCode,
    reference: a.reference,
  } as AddressForm;
}

/**
 * One spreadsheet row as a shipment, all or nothing: the destination must be complete; the
 * origin comes from the row's origin columns, else the saved address its `origin_alias` names,
 * else the account's newest saved address (if that one is complete), else none — then the
 * shipment waits at `addressing` with its destination kept. A parcel (columns or a saved
 * package) takes it to `rating`. Every address and parcel goes through the wizard's own rules.
 */
export async function checkImportRow(
  rc: RowContext,
  rowNumber: number,
  cells: string[],
): Promise<RowResult> {
  const errors: ShipmentImportError[] = [];
  const cell = (key: ColumnKey) => (cells[rc.columns.index.get(key) ?? -1] ?? '').trim();
  const fail = (key: ColumnKey | null, message: string) =>
    errors.push({
      row: rowNumber,
      column: key ? (rc.columns.heading.get(key) ?? headingOf(key, rc.locale)) : null,
      message,
    });

  const addressFromCells = (side: Side): AddressForm | null => {
    const at = (f: AddressField) => cell(`${side}.${f}`);
    const countryText = at('country');
    const country = countryText
      ? rc.countryByName.get(normalName(countryText))
      : rc.mexicoId
        ? { id: rc.mexicoId, code: 'MX' }
        : undefined;
    if (!country) {
      fail(
        `${side}.country`,
        validationText('v.shipment_import_country_unknown', rc.locale, { name: countryText }),
      );
      return null;
    }
    let postal = at('postal_code');
    // Excel drops the leading zero of 06700 when the column is a number.
    if (isMexico(country.code) && /^\d{3,4}$/.test(postal)) postal = postal.padStart(5, '0');
    return {
      name: at('name'),
      company: at('company'),
      email: at('email'),
      phone: at('phone'),
      calling_code: at('calling_code') || '52',
      rfc: at('rfc') || null,
      country_id: country.id,
      state: at('state'),
      city: at('city'),
      neighborhood: at('neighborhood'),
      street: at('street'),
      number: at('number'),
      interior_number: at('interior_number') || null,
      postal_code: postal,
      reference: at('reference') || null,
    } as AddressForm;
  };

  // The tenant's fixed contacts replace the typed ones, as in the wizard.
  const locked = (side: Side, form: AddressForm) =>
    withTenantContacts({ [PREFIX[side]]: form }, rc.tenantRules)[PREFIX[side]]!;

  const checkSide = async (side: Side, form: AddressForm) => {
    const result = await checkShipmentAddress(
      rc.tx,
      locked(side, form),
      PREFIX[side],
      rc.locale,
      rc.lookups,
    );
    if ('value' in result) return result.value;
    for (const [key, messages] of Object.entries(result.errors))
      fail(columnOfField(side, key, rc.columns), messages.join(', '));
    return null;
  };

  const checkSaved = async (a: AddressRow): Promise<ShipmentAddress | string[]> => {
    const known = rc.savedChecked.get(a.id);
    if (known) return known;
    const result = await checkShipmentAddress(
      rc.tx,
      locked('origin', savedToForm(a)),
      PREFIX.origin,
      rc.locale,
      rc.lookups,
    );
    const checked =
      'value' in result
        ? result.value
        : Object.keys(result.errors).map((key) => {
            const field = columnOfField('origin', key, rc.columns).split('.')[1] as AddressField;
            return fieldLabel(field, rc.locale);
          });
    rc.savedChecked.set(a.id, checked);
    return checked;
  };

  const destinationForm = addressFromCells('destination');
  const destination = destinationForm ? await checkSide('destination', destinationForm) : null;

  let origin: ShipmentAddress | null = null;
  const alias = cell('origin_alias');
  if (ADDRESS_FIELDS.some((f) => cell(`origin.${f}`))) {
    const form = addressFromCells('origin');
    if (form) origin = await checkSide('origin', form);
  } else if (alias) {
    const saved = rc.savedByAka.get(normalName(alias));
    if (!saved)
      fail(
        'origin_alias',
        validationText('v.shipment_import_origin_alias_unknown', rc.locale, { alias }),
      );
    else {
      const checked = await checkSaved(saved);
      if (Array.isArray(checked))
        fail(
          'origin_alias',
          validationText('v.shipment_import_origin_alias_incomplete', rc.locale, {
            alias,
            fields: checked.join(', '),
          }),
        );
      else origin = checked;
    }
  } else if (rc.latestSaved) {
    const checked = await checkSaved(rc.latestSaved);
    if (!Array.isArray(checked)) origin = checked;
  }

  const parcel = checkParcel(rc, cell, fail);
  if (errors.length || !destination) return { ok: false, errors };
  const step: ShipmentStep = !origin ? 'addressing' : parcel ? 'rating' : 'packaging';
  return {
    ok: true,
    step,
    origin,
    destination,
    parcel,
    sourceNumber: cell('order_number').slice(0, 60) || null,
  };
}

function checkParcel(
  rc: RowContext,
  cell: (key: ColumnKey) => string,
  fail: (key: ColumnKey | null, message: string) => void,
): ShipmentParcel | null {
  const packageName = cell('package');
  const typed = PARCEL_FIELDS.filter((f) => cell(f));
  if (!packageName && !typed.length) return null;
  let input: Record<string, unknown> = { parcel_type: 'box' };
  if (packageName) {
    const tpl = rc.packagesByName.get(normalName(packageName));
    if (!tpl) {
      fail(
        'package',
        validationText('v.shipment_import_package_unknown', rc.locale, { name: packageName }),
      );
      return null;
    }
    input = {
      parcel_type: tpl.parcelType,
      length: Number(tpl.length),
      width: Number(tpl.width),
      height: Number(tpl.height),
      weight: Number(tpl.weight),
      contents: tpl.contents,
      sat_product_id: tpl.satProductId,
    };
  }
  for (const f of typed) {
    const v = cell(f);
    input[f] =
      f === 'parcel_type'
        ? (PARCEL_TYPE_WORDS[normalName(v)] ?? v)
        : f === 'contents'
          ? v
          : decimalText(v);
  }
  const parsed = ZParcelForm.safeParse(input);
  if (parsed.success) return shipmentParcel(parsed.data);
  for (const [key, messages] of Object.entries(
    issuesToFieldErrors(parsed.error.issues, rc.locale),
  )) {
    const f = (PARCEL_FIELDS as readonly string[]).includes(key) ? (key as ColumnKey) : null;
    // A value the template gave is the template's fault, not the empty cell's.
    fail(f && (cell(f) || !packageName) ? f : packageName ? 'package' : f, messages.join(', '));
  }
  return null;
}
