import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { makeUser } from '../../test/fixtures';
import { reply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { carrier, page } from './carriers-test-kit';

const api = {
  'GET providers': () => [{ id: 1, code: 'GenericCarrier', name: 'Paquetería genérica' }],
  'GET validators': () => page([]),
  'GET carriers/3': () =>
    reply(200, {
      data: carrier({
        first_limit_size: 120,
        first_limit_cost: '150.00',
        last_limit_size: 150,
        last_limit_cost: '300.00',
        max_length: 200,
      }),
    }),
  'PUT carriers/3': () => reply(200, { data: carrier() }),
  'GET services': () => page([]),
  'GET carriers/3/carrier_settings': () => reply(200, { data: [] }),
};

/** Every text input of the form with its accessible name, as a screen reader lists them. */
const namesOf = (form: HTMLElement) =>
  within(form)
    .getAllByRole('textbox')
    .map((input) => input.getAttribute('aria-label') ?? '');

// The form renders after the carrier, the providers and the current user arrive.
const SLOW = { timeout: 5000 };

afterEach(() => i18n.changeLanguage('es-MX'));

describe('carrier form money and size fields', () => {
  it('names each oversize field by its charge and each limit by the parcel, none twice', async () => {
    const { api: calls } = renderApp('/carriers/3/edit', { user: makeUser('developer'), api });
    const form = await screen.findByRole('form', { name: 'Datos de la paquetería' }, SLOW);
    const first = await within(form).findByRole(
      'group',
      { name: 'Primer cargo por sobredimensión' },
      SLOW,
    );
    const last = within(form).getByRole('group', { name: 'Cargo final por sobredimensión' });
    await waitFor(
      () =>
        expect(
          within(first).getByRole('textbox', {
            name: 'Primer cargo por sobredimensión: Lado más largo (cm)',
          }),
        ).toHaveValue('120'),
      SLOW,
    );
    expect(
      within(first).getByRole('textbox', { name: 'Primer cargo por sobredimensión: Cargo ($)' }),
    ).toHaveValue('150.00');
    expect(
      within(last).getByRole('textbox', { name: 'Cargo final por sobredimensión: Cargo ($)' }),
    ).toHaveValue('300.00');
    expect(
      within(form).getByRole('textbox', { name: 'Límites del paquete: Largo (cm)' }),
    ).toHaveValue('200');
    // The group says when the final charge applies: instead of the first one, not on top.
    expect(last).toHaveAccessibleDescription(
      'Pasando esta medida se cobra en lugar del primer cargo.',
    );

    const labelled = namesOf(form).filter(Boolean);
    expect(labelled).toHaveLength(8);
    expect(new Set(labelled).size).toBe(labelled.length);

    const finalCost = within(last).getByRole('textbox', { name: /Cargo \(\$\)/ });
    await userEvent.clear(finalCost);
    await userEvent.type(finalCost, '320');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(
      () =>
        expect(calls.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
          carrier: { first_limit_cost: 150, last_limit_size: 150, last_limit_cost: 320 },
        }),
      SLOW,
    );
  });

  it('reads the same in English', async () => {
    await i18n.changeLanguage('en');
    renderApp('/carriers/3/edit', { user: makeUser('developer'), api });
    const form = await screen.findByRole('form', { name: 'Carrier details' }, SLOW);
    for (const name of [
      'First oversize charge: Longest side (cm)',
      'First oversize charge: Charge ($)',
      'Final oversize charge: Longest side (cm)',
      'Final oversize charge: Charge ($)',
      'Parcel limits: Weight (kg)',
      'Parcel limits: Height (cm)',
    ])
      expect(await within(form).findByRole('textbox', { name })).toBeInTheDocument();
  });
});
