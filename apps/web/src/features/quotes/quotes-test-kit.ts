import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { User } from '@despacho/shared';
import { reply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { stubStreams, type StreamHandler } from './quote-stream-test-kit';

/** What the quote page's tests share: a rate, the reference API, filling and running a quote. */

const COUNTRIES = [
  { id: 11, code: 'US', name: 'Estados Unidos' },
  { id: 7, code: 'MX', name: 'México' },
];

export { rate } from '../shipments/wizard/wizard-fixtures';

const quoteApi = {
  'GET countries': () =>
    reply(200, {
      data: COUNTRIES,
      pagination: { page: 1, per_page: 2000, total_objects: 2, total_pages: 1 },
    }),
  'GET postal_codes/*': ({ path }: { path: string }) =>
    path.endsWith('64000')
      ? {
          postal_code: '64000',
          municipality: 'Monterrey',
          city: 'Monterrey',
          state: { name: 'Nuevo León' },
        }
      : reply(404, { messages: ['No encontramos ese código postal'], errors: {} }),
};

/** The quote page against the mocked API, its quotes streamed by `stream`. */
export function renderQuote(user: User, stream: StreamHandler) {
  const view = renderApp('/quotes/new', { user, api: quoteApi });
  return { ...view, ...stubStreams(view.api, { 'POST quotes/stream': stream }) };
}

export async function fillQuote(weight = '3.2') {
  const origin = await screen.findAllByLabelText(/^Código postal/);
  await waitFor(() => expect(screen.getAllByLabelText(/^País/)[0]).toHaveDisplayValue('México'));
  await userEvent.type(origin[0]!, '64000');
  await userEvent.type(origin[1]!, '06700');
  await userEvent.type(screen.getByLabelText(/^Largo/), '40');
  await userEvent.type(screen.getByLabelText(/^Ancho/), '30');
  await userEvent.type(screen.getByLabelText(/^Alto/), '20');
  await userEvent.type(screen.getByLabelText(/^Peso/), weight);
}
