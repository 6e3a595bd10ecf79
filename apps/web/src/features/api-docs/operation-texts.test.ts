// Test only: the server's allowlist is read as text, never imported, so the web build stays
// HTTP-only while a partner route added without a Spanish text fails here.
// eslint-disable-next-line no-restricted-imports
import { readFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../i18n/catalogue';
import { i18n } from '../../lib/i18n';
import type { Operation } from './openapi-model';
import { operationsWithoutSpanish, operationTexts, tagName } from './operation-texts';

/**
 * The partner API's operationIds, read from the server's allowlist (the document lists exactly
 * these), so a route added there without a Spanish text fails here.
 */
function partnerOperationIds(): string[] {
  const source = readFileSync(
    resolve(__dirname, '../../../../server/src/modules/partner/partner-routes.ts'),
    'utf8',
  );
  return [...source.matchAll(/operationId: '([A-Za-z]+)'/g)].map((m) => m[1]!);
}

const op = (fields: Partial<Operation>): Operation => ({
  id: 'x',
  operationId: undefined,
  tag: 'shipments',
  method: 'GET',
  path: '/api/v1/x',
  summary: 'Server summary',
  description: 'Server description',
  parameters: [],
  body: null,
  responses: [],
  ...fields,
});

describe('the reference in both languages', () => {
  it('has a Spanish and an English summary for every partner operation', () => {
    const ids = partnerOperationIds();
    expect(ids.length).toBeGreaterThan(30);
    expect(operationsWithoutSpanish(ids, CATALOGUES['es-MX'])).toEqual([]);
    expect(operationsWithoutSpanish(ids, CATALOGUES.en)).toEqual([]);
  });

  it('says a translated summary in the page language and keeps English descriptions out of Spanish', async () => {
    await i18n.changeLanguage('es-MX');
    const buy = op({ operationId: 'buyShipmentRate' });
    expect(operationTexts(i18n, buy)).toEqual({
      summary: 'Comprar una tarifa con tu saldo (requiere Idempotency-Key)',
      description: undefined,
    });
    expect(tagName(i18n, 'pickups')).toBe('Recolecciones');
    await i18n.changeLanguage('en');
    expect(operationTexts(i18n, buy)).toEqual({
      summary: 'Buy a rate from your balance (Idempotency-Key required)',
      description: 'Server description',
    });
    await i18n.changeLanguage('es-MX');
  });

  it("falls back to the server's words for an operation it does not know", () => {
    expect(operationTexts(i18n, op({ operationId: 'somethingNew' }))).toEqual({
      summary: 'Server summary',
      description: 'Server description',
    });
    expect(tagName(i18n, 'webhook_things')).toBe('Webhook things');
  });
});
