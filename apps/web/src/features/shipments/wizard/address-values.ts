import type { SavedAddress, ShipmentAddress } from '@despacho/shared';

/** One wizard address as the form holds it: every input a string, the book checkbox a boolean. */
export interface AddressValues {
  name: string;
  company: string;
  email: string;
  calling_code: string;
  phone: string;
  rfc: string;
  country_id: string;
  country_code: string;
  state: string;
  city: string;
  neighborhood: string;
  street: string;
  number: string;
  interior_number: string;
  postal_code: string;
  reference: string;
  save: boolean;
}

export type AddressEnd = 'origin' | 'destination';
export const ADDRESS_ENDS: AddressEnd[] = ['origin', 'destination'];
export const prefixOf = (end: AddressEnd) => `${end}_attributes` as const;

export interface AddressesValues {
  origin_attributes: AddressValues;
  destination_attributes: AddressValues;
}

export const emptyAddress = (over: Partial<AddressValues> = {}): AddressValues => ({
  name: '',
  company: '',
  email: '',
  calling_code: '52',
  phone: '',
  rfc: '',
  country_id: '',
  country_code: '',
  state: '',
  city: '',
  neighborhood: '',
  street: '',
  number: '',
  interior_number: '',
  postal_code: '',
  reference: '',
  save: false,
  ...over,
});

/** The fields a saved or kept address brings into the form (the book checkbox stays as is). */
export function addressFields(a: SavedAddress | ShipmentAddress): Omit<AddressValues, 'save'> {
  return {
    name: a.name,
    company: a.company,
    email: a.email,
    calling_code: a.calling_code || '52',
    phone: a.phone,
    rfc: a.rfc ?? '',
    country_id: a.country_id != null ? String(a.country_id) : '',
    country_code: a.country_code ?? '',
    state: a.state ?? '',
    city: a.city,
    neighborhood: a.neighborhood ?? '',
    street: a.street,
    number: a.number,
    interior_number: a.interior_number ?? '',
    postal_code: a.postal_code,
    reference: a.reference ?? '',
  };
}
