import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Carrier } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import { errorReply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { page, carrier as baseCarrier } from './carriers-test-kit';

const carrier = (over: Partial<Carrier> = {}): Carrier =>
  baseCarrier({
    provider: { id: 1, code: 'GenericCarrier', name: 'Genérica', supports_insurance: true },
    services_count: 0,
    ...over,
  });

describe('carriers list: delete and the shipment limit (spec 3 §2, §4)', () => {
  it('a developer deletes after confirming and reads why a carrier is refused', async () => {
    const refusal = 'No se puede eliminar la paquetería: tiene 2 servicios con precios.';
    const { api } = renderApp('/carriers', {
      user: makeUser('developer'),
      api: {
        'GET carriers': () =>
          page([
            carrier({
              name: 'Tope',
              status: 'suspended',
              shipment_disabled: true,
              shipment_count: 5,
              shipment_limit: 5,
            }),
          ]),
        'DELETE carriers/3': () => errorReply(409, [refusal], { base: [refusal] }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Paqueterías' });
    // At its shipment limit the carrier cannot be activated.
    expect(within(table).getByRole('button', { name: 'Activar' })).toBeDisabled();
    await userEvent.click(within(table).getByRole('button', { name: 'Eliminar Tope' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar la paquetería?' });
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('an admin gets no delete button', async () => {
    renderApp('/carriers', {
      user: makeUser('admin'),
      api: { 'GET carriers': () => page([carrier()]) },
    });
    const table = await screen.findByRole('table', { name: 'Paqueterías' });
    await within(table).findByText('Despacho Express');
    expect(within(table).queryByRole('button', { name: /^Eliminar/ })).not.toBeInTheDocument();
  });
});
