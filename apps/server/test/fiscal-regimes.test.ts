import { eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  SAT_FISCAL_REGIME_CATALOGUE,
  SAT_FISCAL_REGIMES,
  fiscalRegimeName,
} from '@despacho/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '../src/db/schema';
import { withTenant } from '../src/db/tenant-tx';
import { api, createTestApp, type TestApp } from './helpers/test-app';

const raw = (file: string) =>
  JSON.parse(
    readFileSync(
      fileURLToPath(
        new URL(
          `../../../node_modules/@nodecfdi/sat-micro-catalogs/build/raw/${file}.json`,
          import.meta.url,
        ),
      ),
      'utf8',
    ),
  ) as Record<string, string | number>[];

describe('the régimen catalogue (spec 3 §9)', () => {
  it('holds spec 3 §9’s 23 ids, row for row as SAT’s general c_RegimenFiscal', () => {
    expect(SAT_FISCAL_REGIME_CATALOGUE.map((r) => r.id)).toEqual(
      '601,603,605,606,607,608,609,610,611,612,614,615,616,620,621,622,623,624,625,626,628,629,630'.split(
        ',',
      ),
    );
    const cfdi40 = new Set(raw('cfdi_40_regimenes_fiscales').map((r) => String(r.id)));
    expect(SAT_FISCAL_REGIME_CATALOGUE).toEqual(
      raw('cfdi_regimenes_fiscales').map((r) => ({
        id: r.id,
        name: r.texto,
        fisica: r.aplica_fisica === 1,
        moral: r.aplica_moral === 1,
        cfdi40: cfdi40.has(String(r.id)),
        valid_until: r.vigencia_hasta ? String(r.vigencia_hasta) : null,
      })),
    );
    // What CFDI 4.0 invoicing accepts is exactly SAT's CFDI 4.0 catalogue.
    expect(SAT_FISCAL_REGIME_CATALOGUE.filter((r) => r.cfdi40).map((r) => r.id)).toEqual(
      SAT_FISCAL_REGIMES.map((r) => r.id),
    );
    expect(fiscalRegimeName('628')).toBe('Hidrocarburos');
    expect(fiscalRegimeName('609')).toBe('Consolidación');
  });
});

describe('fiscal data with a régimen CFDI 4.0 refuses', () => {
  let t: TestApp;
  let mx: number;
  beforeAll(async () => {
    t = await createTestApp();
    mx = await withTenant(t.database.db, t.demoTenantId, async (tx) => {
      const [found] = await tx.select().from(countries).where(eq(countries.code, 'MX'));
      if (found) return found.id;
      const [made] = await tx
        .insert(countries)
        .values({ tenantId: t.demoTenantId, code: 'MX', name: 'México' })
        .returning();
      return made!.id;
    });
  }, 120_000);
  afterAll(async () => t?.close());

  const body = (fiscal_regime: string, rfc: string, cfdi_use = 'S01') => ({
    fiscal_datum: {
      business_name: 'Prueba',
      rfc,
      fiscal_regime,
      payment_form: '03',
      cfdi_use,
      email: '',
      phone: '8112345678',
      country_id: mx,
      state: 'Nuevo León',
      street: 'Hidalgo',
      number: '100',
      interior_number: '',
      neighborhood: 'Centro',
      city: 'Monterrey',
      postal_code: '64000',
    },
  });

  it('is a 422 on fiscal_regime naming CFDI 4.0, in either language; nothing is saved', async () => {
    for (const [regime, rfc] of [
      ['628', 'EKU9003173C9'],
      ['609', 'EKU9003173C9'],
      ['629', 'VADA800927DJ3'],
      ['630', 'VADA800927DJ3'],
    ] as const) {
      const res = await t.request('POST', api('fiscal_data'), {
        as: 'customer',
        body: body(regime, rfc),
      });
      expect(res.status, regime).toBe(422);
      expect(res.body.errors.fiscal_regime).toEqual([
        'Ese régimen fiscal no se puede usar en CFDI 4.0',
      ]);
    }
    const en = await t.request('POST', api('fiscal_data'), {
      as: 'customer',
      lang: 'en',
      body: body('628', 'EKU9003173C9'),
    });
    expect(en.body.errors.fiscal_regime).toEqual(['That tax regime cannot be used in CFDI 4.0']);
    const own = await t.request('GET', api('fiscal_data/0'), { as: 'customer' });
    expect(own.body.data).toBeNull();
  });
});
