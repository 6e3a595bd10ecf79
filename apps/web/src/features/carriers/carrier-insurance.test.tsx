import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const providers = () => [
  { id: 1, code: 'GenericCarrier', name: 'Genérica', supports_insurance: true },
  { id: 2, code: 'SinSeguro', name: 'Sin seguro propio', supports_insurance: false },
];
const options = () =>
  Array.from(
    screen.getByLabelText<HTMLSelectElement>(/Tipo de seguro/).options,
    (o) => o.textContent,
  );

describe('carrier form insurance section (spec 3 §2, §4)', () => {
  it('is hidden while the insurance setting is off', async () => {
    const { api } = renderApp('/carriers/new', {
      user: makeUser('admin'),
      settings: { insurance: '0' },
      api: { 'GET providers': providers },
    });
    await screen.findByRole('textbox', { name: /Nombre/ });
    await waitFor(() => expect(api.calls.some((c) => c.path.includes('insurance'))).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Seguro' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Tipo de seguro/)).not.toBeInTheDocument();
  });

  it("shows with the setting on, offering the provider's insurance only when it insures", async () => {
    renderApp('/carriers/new', {
      user: makeUser('admin'),
      settings: { insurance: '1' },
      api: { 'GET providers': providers },
    });
    expect(await screen.findByRole('heading', { name: 'Seguro' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Genérica' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(screen.getByLabelText(/Proveedor/), 'Genérica');
    expect(options()).toContain('Seguro de la paquetería');
    await userEvent.selectOptions(screen.getByLabelText(/Proveedor/), 'Sin seguro propio');
    expect(options()).toEqual(['Sin seguro', 'Seguro propio']);
    expect(screen.getByText('Este proveedor no ofrece seguro propio')).toBeInTheDocument();
  });
});
