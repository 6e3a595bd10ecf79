import { describe, expect, it } from 'vitest';
import accessDenied from './fixtures/error.access-denied.json';
import throttled from './fixtures/error.throttled.json';
import createOk from './fixtures/fulfillment-create.ok.json';
import createRefused from './fixtures/fulfillment-create.user-errors.json';
import fulfillmentOrders from './fixtures/fulfillment-orders.json';
import ordersPage from './fixtures/orders-page.json';
import { StoreError } from '../store-connector';
import {
  decimalToCents,
  fulfillmentCreateVariables,
  graphqlErrorsToStoreError,
  mapFulfillmentCreate,
  mapShopifyOrdersPage,
  openFulfillmentOrderIds,
  shopifyOrderGid,
  splitStreetNumber,
  weightToGrams,
} from './shopify.mapper';
import type { ShopifyGraphqlError, ShopifyOrdersData } from './shopify.types';

describe('orders page', () => {
  const page = mapShopifyOrdersPage(ordersPage.data as ShopifyOrdersData);
  const [cdmx, gdl] = page.orders;

  it('maps an order with its numeric id, name, date, total in centavos and currency', () => {
    expect(cdmx).toMatchObject({
      id: '5512345678901',
      number: '#1042',
      created_at: '2025-07-14T17:22:05Z',
      total_cents: 92250,
      currency: 'MXN',
    });
    expect(page.nextCursor).toBe(ordersPage.data.orders.pageInfo.endCursor);
  });

  it('maps the shipping address, splitting the outside number off the street', () => {
    expect(cdmx!.destination).toEqual({
      name: 'Lucía Hernández',
      company: '',
      email: 'lucia.hernandez@example.mx',
      phone: '+52 55 5555 0101',
      street: 'Av. Insurgentes Sur',
      number: '1602',
      neighborhood: 'Crédito Constructor',
      city: 'Benito Juárez',
      state: 'Ciudad de México',
      postal_code: '03940',
      country_code: 'MX',
      reference: '',
    });
  });

  it('falls back to first + last name, the province code and the order phone', () => {
    expect(gdl!.destination).toMatchObject({
      name: 'Jorge Ramírez',
      company: 'Papelería Chapultepec',
      phone: '+523333330202',
      state: 'JAL',
      street: 'Calle 10',
      number: '',
    });
  });

  it('takes items that ship, with unit weights in grams from the fulfillment order lines', () => {
    expect(cdmx!.items).toEqual([
      { name: 'Taza de talavera - Azul', quantity: 2, grams: 450 },
      { name: 'Café de Chiapas 500 g', quantity: 1, grams: 520 },
    ]);
    expect(cdmx!.total_weight_kg).toBe(1.42);
  });

  it('leaves the total weight unknown when an item has none (Shopify writes 0)', () => {
    expect(gdl!.items).toEqual([{ name: 'Libreta artesanal', quantity: 3, grams: null }]);
    expect(gdl!.total_weight_kg).toBeNull();
  });

  it('has no next cursor on the last page, and refuses a reply without orders', () => {
    const last = { orders: { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } } };
    expect(mapShopifyOrdersPage(last)).toEqual({ orders: [], nextCursor: null });
    expect(() => mapShopifyOrdersPage({})).toThrow(StoreError);
  });
});

describe('money, weight, street', () => {
  it('reads decimal strings into integer centavos without floats', () => {
    expect(decimalToCents('922.5')).toBe(92250);
    expect(decimalToCents('0.10')).toBe(10);
    expect(decimalToCents('1234')).toBe(123400);
    expect(decimalToCents('19.99')).toBe(1999);
    expect(decimalToCents('1.005')).toBe(101);
    expect(decimalToCents('1.004')).toBe(100);
    expect(decimalToCents('999999999.99')).toBe(99999999999);
    expect(decimalToCents('abc')).toBe(0);
    expect(decimalToCents(null)).toBe(0);
    expect(decimalToCents('-5.00')).toBe(0);
  });

  it('converts weights to whole grams and treats zero as unknown', () => {
    expect(weightToGrams({ unit: 'KILOGRAMS', value: 1.2 })).toBe(1200);
    expect(weightToGrams({ unit: 'POUNDS', value: 1 })).toBe(454);
    expect(weightToGrams({ unit: 'OUNCES', value: 2 })).toBe(57);
    expect(weightToGrams({ unit: 'GRAMS', value: 0 })).toBeNull();
    expect(weightToGrams(null)).toBeNull();
  });

  it('splits the number only when it is safe', () => {
    const cases: Array<[string, string, string]> = [
      ['Av. Insurgentes Sur 1602', 'Av. Insurgentes Sur', '1602'],
      ['Calle 5 de Mayo 402', 'Calle 5 de Mayo', '402'],
      ['Calle 10 123', 'Calle 10', '123'],
      ['Calle 60 491', 'Calle 60', '491'],
      ['Reforma #222', 'Reforma', '222'],
      ['Calle 10 No. 45', 'Calle 10', '45'],
      ['Av. Juárez 12B', 'Av. Juárez', '12B'],
      ['Calle 10', 'Calle 10', ''],
      ['Av. 16 de Septiembre', 'Av. 16 de Septiembre', ''],
      ['Av. Juárez 123 Int. 4', 'Av. Juárez 123 Int. 4', ''],
      ['Eje 6 Sur', 'Eje 6 Sur', ''],
      ['Mz 5 Lt 12', 'Mz 5 Lt 12', ''],
      ['Calle Oficinas 23', 'Calle Oficinas', '23'],
      ['', '', ''],
    ];
    for (const [line, street, number] of cases) {
      expect(splitStreetNumber(line), line).toEqual({ street, number });
    }
  });
});

describe('fulfilment', () => {
  it('keeps only fulfillment orders open to CREATE_FULFILLMENT', () => {
    expect(openFulfillmentOrderIds(fulfillmentOrders.data)).toEqual([
      'gid://shopify/FulfillmentOrder/6623456789011',
    ]);
    expect(() => openFulfillmentOrderIds({ order: null })).toThrow(/no such order/);
  });

  it('builds fulfillmentCreate with tracking info and the customer notified', () => {
    const variables = fulfillmentCreateVariables(['gid://shopify/FulfillmentOrder/1'], {
      order_id: '5512345678901',
      carrier_name: 'FedEx',
      tracking_number: '794689071234',
      tracking_url: 'https://www.fedex.com/fedextrack/?trknbr=794689071234',
    });
    expect(variables).toEqual({
      fulfillment: {
        lineItemsByFulfillmentOrder: [{ fulfillmentOrderId: 'gid://shopify/FulfillmentOrder/1' }],
        notifyCustomer: true,
        trackingInfo: {
          company: 'FedEx',
          number: '794689071234',
          url: 'https://www.fedex.com/fedextrack/?trknbr=794689071234',
        },
      },
    });
    expect(shopifyOrderGid('5512345678901')).toBe('gid://shopify/Order/5512345678901');
    expect(shopifyOrderGid('gid://shopify/Order/1')).toBe('gid://shopify/Order/1');
  });

  it('reads the new fulfilment id, or turns userErrors into a rejection with their words', () => {
    expect(mapFulfillmentCreate(createOk.data)).toEqual({
      fulfilment_id: 'gid://shopify/Fulfillment/4851234567890',
    });
    const error = (() => {
      try {
        mapFulfillmentCreate(createRefused.data);
      } catch (e) {
        return e as StoreError;
      }
    })();
    expect(error).toBeInstanceOf(StoreError);
    expect(error?.kind).toBe('rejected');
    expect(error?.message).toContain('unfulfillable status= closed');
  });
});

describe('GraphQL errors', () => {
  const kind = (errors: unknown) => graphqlErrorsToStoreError(errors as ShopifyGraphqlError[]).kind;

  it('maps THROTTLED to unavailable, ACCESS_DENIED to auth, others to rejected', () => {
    expect(kind(throttled.errors)).toBe('unavailable');
    expect(kind(accessDenied.errors)).toBe('auth');
    expect(
      kind([{ message: 'Internal error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }]),
    ).toBe('unavailable');
    expect(kind([{ message: "Field 'foo' doesn't exist on type 'Order'" }])).toBe('rejected');
  });
});
