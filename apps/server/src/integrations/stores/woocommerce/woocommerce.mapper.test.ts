import { describe, expect, it } from 'vitest';
import { StoreError } from '../store-connector';
import legacy from './fixtures/order-legacy.json';
import v3 from './fixtures/order-v3.json';
import {
  decimalToCents,
  mapWoocommerceLegacyOrder,
  mapWoocommerceOrder,
  normalizeWoocommerceShop,
  woocommerceApiPrefix,
  woocommerceErrorToStoreError,
  woocommerceFulfilmentNote,
} from './woocommerce.mapper';
import type { WcLegacyOrder, WcOrder } from './woocommerce.types';

describe('WooCommerce mapper', () => {
  it('maps a wc/v3 order: shipping block, billing e-mail and phone, colonia from line 2', () => {
    expect(mapWoocommerceOrder(v3 as WcOrder)).toEqual({
      id: '727',
      number: '727',
      created_at: '2026-11-26T16:15:22Z',
      destination: {
        name: 'Regina Ochoa Díaz',
        company: 'Estudio Ochoa',
        email: 'regina.ochoa@example.mx',
        phone: '33 3615 2000',
        street: 'Av. de las Américas 1254, piso 3',
        number: '',
        neighborhood: 'Country Club',
        city: 'Guadalajara',
        state: 'JA',
        postal_code: '44610',
        country_code: 'MX',
        reference: 'Dejar con el portero',
      },
      items: [
        { name: 'Cojín bordado - Azul', quantity: 2, grams: null },
        { name: 'Tapete de lana', quantity: 1, grams: null },
      ],
      total_weight_kg: null,
      total_cents: 138_990,
      currency: 'MXN',
    });
  });

  it('maps a legacy wc-api/v3 order, falling back to billing when shipping is empty', () => {
    const order = mapWoocommerceLegacyOrder(legacy as WcLegacyOrder);
    expect(order).toMatchObject({
      id: '645',
      number: '645',
      created_at: '2015-01-26T20:00:21Z',
      total_cents: 7_987,
      items: [
        { name: 'Premium Quality', quantity: 2, grams: null },
        { name: 'Woo Single #2', quantity: 1, grams: null },
      ],
    });
    expect(order.destination).toMatchObject({
      name: 'Carlos Treviño',
      street: 'Av. Constitución 400 Ote.',
      neighborhood: 'Centro',
      city: 'Monterrey',
      state: 'NL',
      postal_code: '64000',
      phone: '81 8340 1000',
      country_code: 'MX',
    });
  });

  it('an order with no address at all has no destination', () => {
    expect(mapWoocommerceOrder({ id: 1, total: '10' }).destination).toBeNull();
  });

  it('turns decimal pesos into centavos exactly', () => {
    expect(decimalToCents('0.10')).toBe(10);
    expect(decimalToCents('1234.5')).toBe(123_450);
    expect(decimalToCents('1,389.90')).toBe(138_990);
    expect(decimalToCents('19.995')).toBe(2_000);
    expect(decimalToCents(0.3)).toBe(30);
    expect(decimalToCents('12')).toBe(1_200);
    expect(decimalToCents('abc')).toBe(0);
    expect(decimalToCents(null)).toBe(0);
  });

  it('normalizes the shop: no scheme or trailing slash, host lower-cased, subfolder kept', () => {
    expect(normalizeWoocommerceShop(' https://Tienda.MX/ ')).toBe('tienda.mx');
    expect(normalizeWoocommerceShop('http://www.Tienda.mx/Shop/')).toBe('www.tienda.mx/Shop');
    expect(normalizeWoocommerceShop('tienda.mx:8443/wp?x=1')).toBe('tienda.mx:8443/wp');
    for (const bad of ['', 'tienda', 'ftp://tienda.mx', 'user@tienda.mx', 'tien da.mx']) {
      expect(() => normalizeWoocommerceShop(bad), bad).toThrow(StoreError);
    }
  });

  it('picks the API root by version and the legacy switch', () => {
    expect(woocommerceApiPrefix({})).toBe('/wp-json/wc/v3');
    expect(woocommerceApiPrefix({ woocommerce_version: 2 })).toBe('/wp-json/wc/v2');
    expect(woocommerceApiPrefix({ woocommerce_version: 1 })).toBe('/wp-json/wc/v1');
    expect(woocommerceApiPrefix({ woocommerce_version: 3, woocommerce_legacy_api: true })).toBe(
      '/wc-api/v3',
    );
  });

  it('writes the customer note with carrier, tracking number and link', () => {
    const request = { order_id: '1', carrier_name: 'FedEx', tracking_number: '794612345678' };
    expect(woocommerceFulfilmentNote({ ...request, tracking_url: 'https://fedex.com/t/1' })).toBe(
      'Enviado con FedEx, guía 794612345678 https://fedex.com/t/1',
    );
    expect(woocommerceFulfilmentNote({ ...request, tracking_url: null })).toBe(
      'Enviado con FedEx, guía 794612345678',
    );
  });

  it('maps refusals to error kinds with the store’s words', () => {
    const auth = woocommerceErrorToStoreError(
      401,
      '{"code":"woocommerce_rest_cannot_view","message":"Sorry, you cannot list resources.","data":{"status":401}}',
    );
    expect(auth).toMatchObject({ kind: 'auth' });
    expect(auth.message).toContain('Sorry, you cannot list resources.');
    expect(
      woocommerceErrorToStoreError(
        401,
        '{"errors":[{"code":"woocommerce_api_authentication_error","message":"Consumer key is invalid"}]}',
      ).kind,
    ).toBe('auth');
    expect(woocommerceErrorToStoreError(503, '<h1>down</h1>').kind).toBe('unavailable');
    expect(woocommerceErrorToStoreError(404, '{"code":"rest_no_route"}').kind).toBe('rejected');
    expect(woocommerceErrorToStoreError(400, '{"code":"rest_invalid_param"}').kind).toBe(
      'rejected',
    );
  });
});
