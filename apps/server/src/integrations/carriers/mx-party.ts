import type { ConnectorParty } from './carrier-connector';

/**
 * The Mexican parties the product's own example requests use (the XML test connections) and
 * the connectors' tests build on: Monterrey Centro (64000) and Roma Norte (06700).
 */

/** Who a party is; the address around it defaults to Monterrey Centro (64000). */
export type MxWho = Pick<ConnectorParty, 'name' | 'company' | 'email' | 'phone' | 'number'>;

/** A Mexican party at Av. Constitución, Monterrey Centro, unless `over` says otherwise. */
export const mxParty = ({
  name,
  company,
  email,
  phone,
  number,
  ...over
}: MxWho & Partial<ConnectorParty>): ConnectorParty => ({
  // Listed in ConnectorParty's order, so a party reads (and serialises) as one written out.
  name,
  company,
  email,
  phone,
  calling_code: '52',
  rfc: null,
  street: 'Av. Constitución',
  number,
  interior_number: null,
  neighborhood: 'Centro',
  city: 'Monterrey',
  state: 'Nuevo León',
  state_code: 'NL',
  postal_code: '64000',
  country_code: 'MX',
  reference: null,
  ...over,
});

/** The address fields of Roma Norte, Mexico City (06700): the canonical destination. */
export const ROMA_NORTE = {
  neighborhood: 'Roma Norte',
  city: 'Ciudad de México',
  state: 'Ciudad de México',
  state_code: 'CMX',
  postal_code: '06700',
} satisfies Partial<ConnectorParty>;
