import type { TnAddress, TnProduct } from './tiendanube.types';

/** The orders Tienda Nube mock stores start with (real Mexican addresses and postal codes). */

export interface TiendanubeSeedOrder {
  number: number;
  created_at: string;
  total: string;
  payment_status: 'paid' | 'pending' | 'authorized';
  shipping_status: 'unpacked' | 'unfulfilled' | 'fulfilled';
  customer: { name: string; email: string; phone: string };
  shipping_address: TnAddress;
  products: TnProduct[];
}

const address = (
  name: string,
  street: string,
  number: string,
  floor: string | null,
  locality: string,
  city: string,
  province: string,
  zipcode: string,
  phone: string,
): TnAddress => ({
  name,
  address: street,
  number,
  floor,
  locality,
  city,
  province,
  zipcode,
  country: 'MX',
  phone,
});

/** Carmen's store 5551234: four paid orders to ship, one awaiting payment, one shipped. */
export function carmenTiendanubeOrders(): TiendanubeSeedOrder[] {
  return [
    {
      number: 301,
      created_at: '2026-11-24T11:20:00-06:00',
      total: '1580.00',
      payment_status: 'paid',
      shipping_status: 'unpacked',
      customer: {
        name: 'Valeria Torres',
        email: 'valeria.torres@example.mx',
        phone: '+525512340001',
      },
      shipping_address: address(
        'Valeria Torres',
        'Av. Insurgentes Sur',
        '1235',
        'Depto. 502',
        'Extremadura Insurgentes',
        'Ciudad de México',
        'Ciudad de México',
        '03740',
        '+525512340001',
      ),
      products: [
        { name: 'Blusa bordada de Oaxaca', quantity: 2, weight: '0.35', price: '590.00' },
        { name: 'Aretes de filigrana', quantity: 1, weight: '0.05', price: '400.00' },
      ],
    },
    {
      number: 302,
      created_at: '2026-11-25T09:05:00-06:00',
      total: '749.90',
      payment_status: 'paid',
      shipping_status: 'unpacked',
      customer: {
        name: 'Diego Navarro',
        email: 'diego.navarro@example.mx',
        phone: '+523312340002',
      },
      shipping_address: address(
        'Diego Navarro',
        'Av. Adolfo López Mateos Nte.',
        '1038',
        null,
        'Italia Providencia',
        'Guadalajara',
        'Jalisco',
        '44648',
        '+523312340002',
      ),
      products: [{ name: 'Bolsa de palma', quantity: 1, weight: '0.60', price: '749.90' }],
    },
    {
      number: 303,
      created_at: '2026-11-26T17:40:00-06:00',
      total: '2199.00',
      payment_status: 'paid',
      shipping_status: 'unfulfilled',
      customer: {
        name: 'Fernanda Salinas',
        email: 'fernanda.salinas@example.mx',
        phone: '+528112340003',
      },
      shipping_address: address(
        'Fernanda Salinas',
        'Av. José Vasconcelos',
        '345',
        'Local 4',
        'Del Valle',
        'San Pedro Garza García',
        'Nuevo León',
        '66220',
        '+528112340003',
      ),
      products: [{ name: 'Huipil ceremonial', quantity: 1, weight: '0.80', price: '2199.00' }],
    },
    {
      number: 304,
      created_at: '2026-11-27T08:15:00-06:00',
      total: '420.00',
      payment_status: 'paid',
      shipping_status: 'unpacked',
      customer: {
        name: 'Ricardo Méndez',
        email: 'ricardo.mendez@example.mx',
        phone: '+522212340004',
      },
      shipping_address: address(
        'Ricardo Méndez',
        'Av. Juárez',
        '2925',
        null,
        'La Paz',
        'Puebla',
        'Puebla',
        '72160',
        '+522212340004',
      ),
      products: [{ name: 'Cinturón piteado', quantity: 1, weight: null, price: '420.00' }],
    },
    {
      number: 305,
      created_at: '2026-11-27T10:00:00-06:00',
      total: '310.00',
      payment_status: 'pending',
      shipping_status: 'unpacked',
      customer: { name: 'Paola Ríos', email: 'paola.rios@example.mx', phone: '+525512340005' },
      shipping_address: address(
        'Paola Ríos',
        'Calle Francisco Sosa',
        '202',
        null,
        'Santa Catarina',
        'Ciudad de México',
        'Ciudad de México',
        '04010',
        '+525512340005',
      ),
      products: [{ name: 'Monedero de piel', quantity: 1, weight: '0.10', price: '310.00' }],
    },
    {
      number: 300,
      created_at: '2026-11-20T13:30:00-06:00',
      total: '980.00',
      payment_status: 'paid',
      shipping_status: 'fulfilled',
      customer: {
        name: 'Andrés Olvera',
        email: 'andres.olvera@example.mx',
        phone: '+524421234006',
      },
      shipping_address: address(
        'Andrés Olvera',
        'Av. Constituyentes',
        '40',
        null,
        'Centro',
        'Santiago de Querétaro',
        'Querétaro',
        '76000',
        '+524421234006',
      ),
      products: [{ name: 'Sombrero de charro', quantity: 1, weight: '1.20', price: '980.00' }],
    },
  ];
}

/** The three orders a store installed through the mock's consent page starts with. */
export function newStoreTiendanubeOrders(now: Date): TiendanubeSeedOrder[] {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000).toISOString();
  return carmenTiendanubeOrders()
    .slice(0, 3)
    .map((order, i) => ({ ...order, number: 100 + i, created_at: at(3 - i) }));
}
