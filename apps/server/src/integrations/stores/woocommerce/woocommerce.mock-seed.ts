import type { WcAddress } from './woocommerce.types';
import type { NewWoocommerceOrder } from './woocommerce.mock-state';

/** Carmen's demo orders and the address helper the WooCommerce mock seeds shops with. */

export const person = (
  first_name: string,
  last_name: string,
  address_1: string,
  address_2: string,
  city: string,
  state: string,
  postcode: string,
  phone: string,
  email: string,
): { billing: WcAddress; shipping: WcAddress } => {
  const address = {
    first_name,
    last_name,
    company: '',
    address_1,
    address_2,
    city,
    state,
    postcode,
  };
  return {
    billing: { ...address, country: 'MX', email, phone },
    shipping: { ...address, country: 'MX', phone },
  };
};

/**
 * Carmen's orders. State codes are WooCommerce's own for Mexico (i18n/states.php: DF, JA, NL,
 * PU, YU…); processing = paid and waiting to ship; on-hold = waiting for payment (an OXXO or
 * transfer not yet confirmed); completed = already shipped.
 */
export function carmenOrders(): NewWoocommerceOrder[] {
  return [
    {
      status: 'processing',
      number: '1041',
      total: '1249.00',
      date_created_gmt: '2026-11-24T16:05:00',
      ...person(
        'Ana',
        'López Méndez',
        'Av. Álvaro Obregón 121, Int. 4',
        'Roma Norte',
        'Ciudad de México',
        'DF',
        '06700',
        '5512345678',
        'ana.lopez@example.mx',
      ),
      line_items: [
        { id: 1, name: 'Taza de talavera', product_id: 31, quantity: 2, total: '598.00' },
        { id: 2, name: 'Jarra de barro', product_id: 32, quantity: 1, total: '651.00' },
      ],
    },
    {
      status: 'processing',
      number: '1042',
      total: '899.50',
      date_created_gmt: '2026-11-25T18:30:00',
      ...person(
        'Luis',
        'Hernández',
        'Av. Chapultepec Sur 284',
        'Americana',
        'Guadalajara',
        'JA',
        '44160',
        '3331234567',
        'luis.hernandez@example.mx',
      ),
      line_items: [
        { id: 3, name: 'Rebozo de algodón', product_id: 33, quantity: 1, total: '899.50' },
      ],
    },
    {
      status: 'processing',
      number: '1043',
      total: '2310.00',
      date_created_gmt: '2026-11-26T09:12:00',
      ...person(
        'Sofía',
        'Garza Treviño',
        'Padre Mier 1150 Pte.',
        'Centro',
        'Monterrey',
        'NL',
        '64000',
        '8187654321',
        'sofia.garza@example.mx',
      ),
      line_items: [
        { id: 4, name: 'Vajilla de 12 piezas', product_id: 34, quantity: 1, total: '2310.00' },
      ],
    },
    {
      status: 'processing',
      number: '1044',
      total: '455.00',
      date_created_gmt: '2026-11-26T20:45:00',
      ...person(
        'Jorge',
        'Ramírez',
        'Calle 5 de Mayo 1606',
        'Centro',
        'Puebla',
        'PU',
        '72000',
        '2221112233',
        'jorge.ramirez@example.mx',
      ),
      line_items: [
        { id: 5, name: 'Plato decorativo', product_id: 35, quantity: 1, total: '455.00' },
      ],
    },
    {
      status: 'on-hold',
      number: '1045',
      total: '320.00',
      date_created_gmt: '2026-11-27T01:10:00',
      ...person(
        'Mariana',
        'Cruz',
        'Av. Miguel Ángel de Quevedo 687',
        'Barrio de Santa Catarina',
        'Ciudad de México',
        'DF',
        '04010',
        '5598765432',
        'mariana.cruz@example.mx',
      ),
      line_items: [{ id: 6, name: 'Servilletero', product_id: 36, quantity: 2, total: '320.00' }],
    },
    {
      status: 'completed',
      number: '1040',
      total: '780.00',
      date_created_gmt: '2026-11-20T12:00:00',
      ...person(
        'Pedro',
        'Canul',
        'Calle 60 No. 496',
        'Centro',
        'Mérida',
        'YU',
        '97000',
        '9999876543',
        'pedro.canul@example.mx',
      ),
      line_items: [{ id: 7, name: 'Hamaca', product_id: 37, quantity: 1, total: '780.00' }],
    },
  ];
}
