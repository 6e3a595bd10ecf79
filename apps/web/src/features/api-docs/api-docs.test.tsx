import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { reply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const doc = {
  openapi: '3.0.3',
  paths: {
    '/api/v1/notices': {
      post: {
        tags: ['notices'],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['notice'],
                properties: {
                  notice: {
                    type: 'object',
                    required: ['title'],
                    properties: { title: { type: 'string', minLength: 1, maxLength: 120 } },
                  },
                },
              },
            },
          },
        },
        responses: { '201': { description: 'Default Response' } },
      },
    },
    '/api/v1/tenant': { get: { tags: ['tenant'], summary: 'Branding', responses: {} } },
  },
};

describe('API documentation page', () => {
  it('reads the OpenAPI document into sections a person can open, inside the menu', async () => {
    renderApp('/api/docs/partners', {
      user: makeUser('customer'),
      api: { 'GET docs/json': () => reply(200, doc) },
    });
    expect(
      await screen.findByRole('heading', { name: 'Documentación de la API' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    expect(screen.getByText(/La referencia técnica está en inglés/)).toBeInTheDocument();
    const notices = await screen.findByRole('region', { name: 'notices' });
    await userEvent.click(within(notices).getByText('/api/v1/notices'));
    expect(await within(notices).findByText('title')).toBeInTheDocument();
    expect(within(notices).getByText('1–120 chars')).toBeInTheDocument();
  });

  it('offers a retry when the document cannot be loaded, and switches to English', async () => {
    let calls = 0;
    renderApp('/api/docs/partners', {
      api: { 'GET docs/json': () => (++calls === 1 ? reply(503, {}) : reply(200, doc)) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'tenant' })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Inglés' })[0]!);
    expect(await screen.findByRole('heading', { name: 'API documentation' })).toBeInTheDocument();
    expect(screen.queryByText(/technical reference is in English/)).toBeNull();
  });
});
