/**
 * The orders the Shopify mock seeds: real Mexican addresses (postal codes that exist), weights
 * in grams, totals as Shopify's decimal strings.
 */

export interface ShopifyMockAddress {
  name: string;
  company: string | null;
  address1: string;
  address2: string | null;
  city: string;
  province: string;
  provinceCode: string;
  zip: string;
  countryCodeV2: string;
  phone: string | null;
}

export interface ShopifyMockLine {
  name: string;
  quantity: number;
  /** One unit's weight in grams (0 = not set, as Shopify's default). */
  grams: number;
  price: string;
  requiresShipping?: boolean;
}

/** What a test or the seed gives to add an order; the state fills in ids and numbers. */
export interface ShopifyMockOrderInput {
  email?: string | null;
  phone?: string | null;
  /** PAID by default; PENDING is an order a sync must not take. */
  financialStatus?: 'PAID' | 'PENDING' | 'REFUNDED';
  fulfilled?: boolean;
  closed?: boolean;
  currency?: string;
  /** The order total; the lines' sum plus $99.00 shipping when left out. */
  total?: string;
  shippingAddress?: ShopifyMockAddress | null;
  lines?: ShopifyMockLine[];
  createdAt?: string;
}

const CDMX: ShopifyMockOrderInput = {
  email: 'lucia.hernandez@example.mx',
  shippingAddress: {
    name: 'Lucía Hernández',
    company: null,
    address1: 'Av. Insurgentes Sur 1602',
    address2: 'Crédito Constructor',
    city: 'Benito Juárez',
    province: 'Ciudad de México',
    provinceCode: 'CMX',
    zip: '03940',
    countryCodeV2: 'MX',
    phone: '+525555550101',
  },
  lines: [
    { name: 'Taza de talavera - Azul', quantity: 2, grams: 450, price: '289.00' },
    { name: 'Café de Chiapas 500 g', quantity: 1, grams: 520, price: '245.50' },
  ],
};

const GUADALAJARA: ShopifyMockOrderInput = {
  email: 'jorge.ramirez@example.mx',
  shippingAddress: {
    name: 'Jorge Ramírez',
    company: 'Papelería Chapultepec',
    address1: 'Av. Chapultepec Sur 284',
    address2: 'Americana',
    city: 'Guadalajara',
    province: 'Jalisco',
    provinceCode: 'JAL',
    zip: '44160',
    countryCodeV2: 'MX',
    phone: '+523333330202',
  },
  lines: [{ name: 'Libreta artesanal', quantity: 3, grams: 300, price: '159.90' }],
};

const MONTERREY: ShopifyMockOrderInput = {
  email: 'sofia.garza@example.mx',
  shippingAddress: {
    name: 'Sofía Garza',
    company: null,
    address1: 'Calle Padre Mier 1050',
    address2: 'Centro',
    city: 'Monterrey',
    province: 'Nuevo León',
    provinceCode: 'NL',
    zip: '64000',
    countryCodeV2: 'MX',
    phone: '+528181810303',
  },
  lines: [
    { name: 'Sombrero de palma', quantity: 1, grams: 350, price: '499.00' },
    { name: 'Tarjeta de regalo', quantity: 1, grams: 0, price: '200.00', requiresShipping: false },
  ],
};

const PUEBLA: ShopifyMockOrderInput = {
  email: 'miguel.lopez@example.mx',
  shippingAddress: {
    name: 'Miguel López',
    company: null,
    address1: 'Calle 5 de Mayo 402',
    address2: 'Centro Histórico',
    city: 'Puebla',
    province: 'Puebla',
    provinceCode: 'PUE',
    zip: '72000',
    countryCodeV2: 'MX',
    phone: '+522222220404',
  },
  lines: [{ name: 'Plato de talavera 30 cm', quantity: 1, grams: 1200, price: '1250.00' }],
};

const UNPAID: ShopifyMockOrderInput = {
  financialStatus: 'PENDING',
  email: 'ana.torres@example.mx',
  shippingAddress: {
    name: 'Ana Torres',
    company: null,
    address1: 'Av. Constituyentes 1000',
    address2: 'El Jacal',
    city: 'Querétaro',
    province: 'Querétaro',
    provinceCode: 'QUE',
    zip: '76180',
    countryCodeV2: 'MX',
    phone: '+524424420505',
  },
  lines: [{ name: 'Rebozo de algodón', quantity: 1, grams: 400, price: '690.00' }],
};

const FULFILLED: ShopifyMockOrderInput = {
  fulfilled: true,
  email: 'carlos.pech@example.mx',
  shippingAddress: {
    name: 'Carlos Pech',
    company: null,
    address1: 'Calle 60 491',
    address2: 'Centro',
    city: 'Mérida',
    province: 'Yucatán',
    provinceCode: 'YUC',
    zip: '97000',
    countryCodeV2: 'MX',
    phone: '+529999990606',
  },
  lines: [{ name: 'Hamaca yucateca', quantity: 1, grams: 900, price: '850.00' }],
};

/** Carmen's demo shop: four paid, unfulfilled orders, one unpaid, one already shipped. */
export const CARMEN_SHOPIFY_ORDERS: readonly ShopifyMockOrderInput[] = [
  FULFILLED,
  UNPAID,
  PUEBLA,
  MONTERREY,
  GUADALAJARA,
  CDMX,
];

/** What a shop installed through the consent page starts with: three paid, unfulfilled orders. */
export const NEW_SHOP_SHOPIFY_ORDERS: readonly ShopifyMockOrderInput[] = [
  MONTERREY,
  GUADALAJARA,
  CDMX,
];
