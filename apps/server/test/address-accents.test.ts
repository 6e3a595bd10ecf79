import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partyOf } from '../src/modules/shipments/shipment-label';
import { customerWithBalance, draftShipment, serviceIdOf } from './helpers/shipment-fixture';
import { api, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let buyer: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true });
  buyer = await customerWithBalance(t, 'acentos@despacho.test', 1_000_000);
});
afterAll(async () => t?.close());

/**
 * Issue 25 item 9: people see what they typed ("Carmen Peña", "Av. Juárez", "Ciudad de
 * México"); only what leaves for a carrier is stripped of accents (spec 2 §5).
 */
describe('accents in addresses', () => {
  it('keeps what the person typed on the shipment and on the public tracking page', async () => {
    const id = await draftShipment(t, { token: buyer.token });
    const shipment = await t.request('GET', api(`shipments/${id}`), { token: buyer.token });
    expect(shipment.status).toBe(200);
    expect(shipment.body.data.origin).toMatchObject({
      name: 'Carmen Peña',
      company: 'Dulces Peña',
      street: 'Av. Juárez',
      reference: 'Portón verde',
    });
    expect(shipment.body.data.destination).toMatchObject({
      name: 'Luis Gómez',
      city: 'Ciudad de México',
    });

    const bought = await t.request('POST', api(`shipments/${id}/rates`), {
      token: buyer.token,
      body: {
        rate: {
          service_id: await serviceIdOf(t, 'TERRESTRE'),
          is_pickup: false,
          is_from_app: true,
        },
      },
    });
    expect(bought.status).toBe(200);
    const tracking = bought.body.data.shipment.tracking_number as string;
    const page = await t.request('GET', api(`tracking/${tracking}`), {
      ip: '198.51.100.9',
      query: { postal_code: '06700' },
    });
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      origin_city: 'Monterrey',
      destination_city: 'Ciudad de México',
    });
  });

  it('sends carriers the stripped form of the fields the spec strips, and nothing else changed', () => {
    const typed = {
      name: 'Luisa Pérez',
      company: 'Café Ñandú',
      email: 'luisa@example.com',
      phone: '5512345678',
      calling_code: '52',
      rfc: null,
      street: 'Calle Niño',
      number: '20',
      interior_number: null,
      neighborhood: 'Señorial',
      city: 'Querétaro',
      state: 'Querétaro',
      state_code: 'QRO',
      postal_code: '76000',
      country_code: 'MX',
      reference: 'Portón café',
    };
    expect(partyOf(typed as Parameters<typeof partyOf>[0])).toEqual({
      ...typed,
      name: 'Luisa Perez',
      company: 'Cafe Nandu',
      street: 'Calle Nino',
      neighborhood: 'Senorial',
      city: 'Queretaro',
      reference: 'Porton cafe',
      // The state is not one of spec 2 §5's stripped fields: carriers match it to their catalogue.
      state: 'Querétaro',
    });
  });
});
