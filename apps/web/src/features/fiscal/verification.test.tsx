import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { reply } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';

describe('tax verification', () => {
  it('a company must attach its articles; after sending a confirmation shows', async () => {
    const { api } = renderApp('/tax_fiscal_data', {
      user: makeUser('customer', { fiscal_data_verified: false }),
      api: {
        'GET tax_fiscal_data': () => null,
        'POST tax_fiscal_data': () => reply(201, { data: {} }),
      },
    });
    await userEvent.selectOptions(await screen.findByLabelText(/Tipo de persona/), 'moral');
    expect(screen.queryByLabelText(/Red social/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Nombre o razón social/), 'Escuela Kemper');
    await userEvent.type(screen.getByLabelText(/RFC o CURP/), 'EKU9003173C9');
    const acta = new File([new Uint8Array([37, 80, 68, 70])], 'acta.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(screen.getByLabelText(/Acta constitutiva/), acta);
    await userEvent.click(screen.getByLabelText('Carga consolidada (LTL)'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/Recibimos tu solicitud/)).toBeInTheDocument();
    const form = api.find('POST', 'tax_fiscal_data')[0]?.body as FormData;
    expect(form.get('tax_fiscal_datum[tax_regime]')).toBe('moral');
    expect(form.get('tax_fiscal_datum[rfc_curp]')).toBe('EKU9003173C9');
    expect(form.getAll('tax_fiscal_datum[services][]')).toEqual(['ltl']);
    expect((form.get('tax_fiscal_datum[article_image]') as File).name).toBe('acta.pdf');
  });

  it('a person needs a social profile', async () => {
    const { api } = renderApp('/tax_fiscal_data', {
      user: makeUser('customer'),
      api: { 'GET tax_fiscal_data': () => null },
    });
    await userEvent.selectOptions(await screen.findByLabelText(/Tipo de persona/), 'physical');
    await userEvent.type(screen.getByLabelText(/Nombre o razón social/), 'Ana');
    await userEvent.type(screen.getByLabelText(/RFC o CURP/), 'VADA800927DJ3');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const social = screen.getByLabelText(/Red social/);
    await waitFor(() => expect(social).toHaveAccessibleDescription('Este campo es obligatorio'));
    expect(api.find('POST', 'tax_fiscal_data')).toHaveLength(0);
  });
});

describe('verify landing', () => {
  it('is where the guard sends an unverified customer when verification is on', async () => {
    const { router } = renderApp('/addresses', {
      user: makeUser('customer', { fiscal_data_verified: false, total_shipments: 0 }),
      settings: { verify_user_fiscal_data: '1' },
    });
    expect(await screen.findByRole('heading', { name: 'Verifica tu cuenta' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/verify');
  });

  it('offers the demo shipment only before the first shipment and without debt', async () => {
    renderApp('/verify', {
      user: makeUser('customer', { fiscal_data_verified: false, total_shipments: 0 }),
      settings: { verify_user_fiscal_data: '1' },
    });
    expect(
      await screen.findByRole('link', { name: 'Crear envío de demostración' }),
    ).toHaveAttribute('href', '/shipments/new');
    expect(screen.getByRole('link', { name: 'Verificar datos fiscales' })).toHaveAttribute(
      'href',
      '/tax_fiscal_data',
    );
    expect(screen.getByRole('link', { name: 'Integrar tiendas' })).toHaveAttribute(
      'href',
      '/stores/new',
    );
  });

  it('disables the demo shipment once the customer has shipments or owes money', async () => {
    for (const user of [
      makeUser('customer', { fiscal_data_verified: false, total_shipments: 2 }),
      makeUser('customer', { fiscal_data_verified: false, total_shipments: 0, balance: '-10.00' }),
    ]) {
      const { unmount } = renderApp('/verify', {
        user,
        settings: { verify_user_fiscal_data: '1' },
      });
      expect(
        await screen.findByRole('button', { name: 'Crear envío de demostración' }),
      ).toBeDisabled();
      unmount();
    }
  });
});
