import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { DEMO_POSTAL_CODES, demoSettlements, seedDemoPostalCodes } from './demo-postal-codes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('demo postal codes', () => {
  it('covers a few hundred codes of the seven demo cities, each code well formed', () => {
    const rows = demoSettlements();
    expect(DEMO_POSTAL_CODES.length).toBeGreaterThanOrEqual(300);
    expect(new Set(rows.map((r) => r.city))).toEqual(
      new Set([
        'Monterrey',
        'San Pedro Garza García',
        'San Nicolás de los Garza',
        'Guadalupe',
        'Ciudad de México',
        'Guadalajara',
        'Zapopan',
        'Heroica Puebla de Zaragoza',
        'Mérida',
        'Tijuana',
      ]),
    );
    for (const r of rows) {
      expect(r.postalCode).toMatch(/^\d{5}$/);
      expect(r.stateCode).toMatch(/^\d{2}$/);
      expect(r.municipalityCode).toMatch(/^\d{3}$/);
    }
    const keys = rows.map((r) => `${r.postalCode}|${r.settlement}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('refuses a malformed line instead of loading half a file', () => {
    expect(() => demoSettlements('64000 Centro')).toThrow(/bad line/);
    expect(() => demoSettlements('@ Nuevo León|19|Monterrey\n64000 Centro')).toThrow(/bad place/);
  });

  it('loads once into an empty catalogue, and the address forms find the codes', async () => {
    expect(await seedDemoPostalCodes(t.database)).toBe(true);
    expect(await seedDemoPostalCodes(t.database)).toBe(false);
    const expected = {
      '64000': ['Monterrey Centro', 'Monterrey', '19'],
      '66220': ['Del Valle', 'San Pedro Garza García', '19'],
      '06700': ['Roma Norte', 'Cuauhtémoc', '09'],
      '44100': ['Guadalajara Centro', 'Guadalajara', '14'],
    };
    for (const [code, [colony, municipality, state]] of Object.entries(expected)) {
      const res = await t.request('GET', api(`postal_codes/${code}`), { as: 'customer' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        postal_code: code,
        municipality,
        state: { code: state },
        settlements: [{ name: colony, type: 'Colonia' }],
      });
    }
  });
});
