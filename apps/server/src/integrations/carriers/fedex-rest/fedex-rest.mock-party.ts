import { checkAddress, isObj, text, type Problems } from './fedex-rest.mock-validation';

/** How the mock reads a FedEx party (shipper, recipient, pickup location) and checks it. */

export interface MockParty {
  name: string;
  company: string;
  phone: string;
  streetLines: string[];
  city: string;
  state: string | null;
  postalCode: string;
  countryCode: string;
}

export const NOBODY: MockParty = {
  name: '',
  company: '',
  phone: '',
  streetLines: [],
  city: '',
  state: null,
  postalCode: '',
  countryCode: '',
};

/** A shipper, recipient or pickup location: contact and street, as FedEx requires them. */
export function checkMockParty(
  party: unknown,
  path: string,
  role: 'SHIPPER' | 'RECIPIENT' | 'PICKUPLOCATION',
  p: Problems,
): MockParty {
  const contact = isObj(party) && isObj(party.contact) ? party.contact : {};
  const address = isObj(party) && isObj(party.address) ? party.address : {};
  const name = text(contact.personName);
  const company = text(contact.companyName);
  const phone = text(contact.phoneNumber);
  if (!name && !company) {
    p.add(
      `${role}.CONTACT.REQUIRED`,
      `${path}.contact.personName`,
      '',
      'A person or company name is required.',
      'Se requiere el nombre de una persona o empresa.',
    );
  }
  if (!/^\+?[\d -]{7,20}$/.test(phone)) {
    p.add(
      `${role}.PHONENUMBER.INVALID`,
      `${path}.contact.phoneNumber`,
      contact.phoneNumber,
      'The phone number is missing or invalid.',
      'El número de teléfono falta o no es válido.',
    );
  }
  const lines = Array.isArray(address.streetLines) ? address.streetLines.map(text) : [];
  if (!lines[0] || lines.length > 3 || lines.some((l) => l.length > 35)) {
    p.add(
      `${role}.STREETLINES.INVALID`,
      `${path}.address.streetLines`,
      '',
      'From one to three street lines of at most 35 characters are required.',
      'Se requieren de una a tres líneas de calle de hasta 35 caracteres.',
    );
  }
  const city = text(address.city);
  if (!city) {
    p.add(
      `${role}.CITY.REQUIRED`,
      `${path}.address.city`,
      '',
      'The city is required.',
      'La ciudad es obligatoria.',
    );
  }
  const [countryCode, postalCode] = checkAddress(party, path, p);
  return {
    name,
    company,
    phone,
    streetLines: lines.filter(Boolean),
    city,
    state: text(address.stateOrProvinceCode) || null,
    postalCode,
    countryCode,
  };
}
