import { describe, expect, it } from 'vitest';
import order from './fixtures/order.json';
import {
  isOpenTiendanubeOrder,
  kgToGrams,
  mapTiendanubeOrder,
  tiendanubeCents,
  tiendanubeErrorToStoreError,
  tiendanubeStoreName,
} from './tiendanube.mapper';
import type { TnOrder } from './tiendanube.types';

const fixture = order as unknown as TnOrder;

describe('Tienda Nube mapper', () => {
  it('maps an order: address with number, colonia and interior, weights in grams', () => {
    expect(mapTiendanubeOrder(fixture)).toEqual({
      id: '871254203',
      number: '1205',
      created_at: '2026-11-26T14:02:11+0000',
      destination: {
        name: 'Lucía Vargas',
        company: '',
        email: 'lucia.vargas@example.mx',
        phone: '+523312345678',
        street: 'Av. Chapultepec Sur',
        number: '480',
        neighborhood: 'Americana',
        city: 'Guadalajara',
        state: 'Jalisco',
        postal_code: '44160',
        country_code: 'MX',
        reference: 'Depto. 3B',
      },
      items: [
        { name: 'Jarrito de barro (Mediano)', quantity: 4, grams: 250 },
        { name: 'Servilletas bordadas', quantity: 1, grams: 150 },
      ],
      total_weight_kg: 1.15,
      total_cents: 119_900,
      currency: 'MXN',
    });
  });

  it('leaves the total weight unknown when one product has none', () => {
    const mapped = mapTiendanubeOrder({
      ...fixture,
      products: [...(fixture.products ?? []), { name: 'Tarjeta', quantity: 1, weight: '0.000' }],
    });
    expect(mapped.items[2]).toEqual({ name: 'Tarjeta', quantity: 1, grams: null });
    expect(mapped.total_weight_kg).toBeNull();
  });

  it('takes only paid, open orders that ship and are not shipped yet', () => {
    expect(isOpenTiendanubeOrder(fixture)).toBe(true);
    expect(isOpenTiendanubeOrder({ ...fixture, shipping_status: 'unfulfilled' })).toBe(true);
    expect(isOpenTiendanubeOrder({ ...fixture, payment_status: 'pending' })).toBe(false);
    expect(isOpenTiendanubeOrder({ ...fixture, payment_status: 'authorized' })).toBe(false);
    expect(isOpenTiendanubeOrder({ ...fixture, shipping_status: 'fulfilled' })).toBe(false);
    expect(isOpenTiendanubeOrder({ ...fixture, shipping_status: 'shipped' })).toBe(false);
    expect(isOpenTiendanubeOrder({ ...fixture, status: 'cancelled' })).toBe(false);
    expect(isOpenTiendanubeOrder({ ...fixture, shipping_pickup_type: 'pickup' })).toBe(false);
  });

  it('converts money and weights exactly', () => {
    expect(tiendanubeCents('1199.00')).toBe(119_900);
    expect(tiendanubeCents('0.1')).toBe(10);
    expect(tiendanubeCents('x')).toBe(0);
    expect(kgToGrams('0.250')).toBe(250);
    expect(kgToGrams('1.2345')).toBe(1_235);
    expect(kgToGrams(null)).toBeNull();
    expect(kgToGrams('0')).toBeNull();
  });

  it('reads the store name in Spanish first', () => {
    expect(tiendanubeStoreName({ id: 1, name: { pt: 'Loja', es: 'Tienda' } })).toBe('Tienda');
    expect(tiendanubeStoreName({ id: 1, name: { pt: 'Loja' }, main_language: 'pt' })).toBe('Loja');
    expect(tiendanubeStoreName({ id: 1 })).toBeUndefined();
  });

  it('maps refusals to error kinds', () => {
    const auth = tiendanubeErrorToStoreError(
      401,
      '{"code":401,"message":"Unauthorized","description":"Invalid access token"}',
    );
    expect(auth.kind).toBe('auth');
    expect(auth.message).toContain('Invalid access token');
    expect(tiendanubeErrorToStoreError(503, '').kind).toBe('unavailable');
    expect(tiendanubeErrorToStoreError(422, '{"code":422}').kind).toBe('rejected');
  });
});
