import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { reply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

/** One operation whose fields carry every kind of rule the reference words. */
const doc = {
  openapi: '3.0.3',
  paths: {
    '/api/v1/shipments/{id}/rates': {
      post: {
        operationId: 'buyShipmentRate',
        tags: ['shipments'],
        summary: 'Buys the chosen rate from the balance',
        parameters: [
          { in: 'path', name: 'id', required: true, schema: { type: 'integer' } },
          { in: 'header', name: 'idempotency-key', schema: { type: 'string', maxLength: 100 } },
          { in: 'query', name: 'per_page', schema: { type: 'integer', default: 10 } },
          { in: 'query', name: 'note', schema: { type: 'string', nullable: true } },
        ],
        responses: {},
      },
    },
  },
};

const openRates = async (region: string) => {
  const section = await screen.findByRole('region', { name: region });
  await userEvent.click(within(section).getByText('/api/v1/shipments/{id}/rates'));
  await within(section).findByText('idempotency-key (header)');
  return section.textContent ?? '';
};

afterEach(() => i18n.changeLanguage('es-MX'));

describe("the reference's field rules in the page's language", () => {
  it('Spanish: lengths, defaults and null in Spanish, no English words mixed in', async () => {
    renderApp('/api/docs/partners', { api: { 'GET docs/json': () => reply(200, doc) } });
    const text = await openRates('Envíos');
    expect(text).toContain('0–100 caracteres');
    expect(text).toContain('10 si se omite');
    expect(text).toContain('admite null');
    expect(text).not.toMatch(/chars|default|nullable/);
  });

  it('English: the same rules in English', async () => {
    await i18n.changeLanguage('en');
    renderApp('/api/docs/partners', { api: { 'GET docs/json': () => reply(200, doc) } });
    const text = await openRates('Shipments');
    expect(text).toContain('0–100 characters');
    expect(text).toContain('default 10');
    expect(text).toContain('may be null');
    expect(text).not.toMatch(/caracteres|si se omite|admite/);
  });
});
