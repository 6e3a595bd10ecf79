import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BankAccount, PaymentProof } from '@despacho/shared';
import { todayIn } from '../../lib/format';
import { makeUser } from '../../test/fixtures';
import { errorReply, reply } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';

const account: BankAccount = {
  id: 3,
  bank: 'BBVA México',
  account_number: '0123456789',
  clabe: '012180001234567899',
  beneficiary: 'Despacho Demo SA de CV',
  rfc: 'DDE200101AB1',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const proof = (overrides: Partial<PaymentProof> = {}): PaymentProof => ({
  id: 11,
  user: { id: 7, name: 'Ana López', email: 'ana@tienda.mx' },
  amount: '1500.00',
  transaction_date: '2026-03-02',
  status: 'pending',
  reject_reason: null,
  reviewer: null,
  reviewed_at: null,
  transaction_id: 40,
  files: [{ id: 21, name: 'recibo.png', content_type: 'image/png', size: 2048 }],
  created_at: '2026-03-02T16:00:00Z',
  ...overrides,
});

const page = <T,>(data: T[]) =>
  reply(200, {
    data,
    pagination: { page: 1, per_page: 10, total_objects: data.length, total_pages: 1 },
  });

const png = (name = 'recibo.png', size?: number) => {
  const file = new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

function renderBankTab(extra: Parameters<typeof renderApp>[1] = {}) {
  return renderApp('/credits?tab=bank', {
    user: makeUser('customer'),
    settings: { show_bank_accounts: '1', bank_amount: '1' },
    ...extra,
    api: {
      'GET bank_accounts': () => page([account]),
      'GET transfer_funds/payment_proofs': () =>
        page([proof({ status: 'rejected', reject_reason: 'El monto no coincide' })]),
      ...extra.api,
    },
  });
}

afterEach(() => vi.restoreAllMocks());

describe('bank transfer tab', () => {
  it('shows the accounts to pay into and the customer’s proofs with their status', async () => {
    renderBankTab();
    expect(await screen.findByRole('tab', { name: 'Transferencia bancaria' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = await screen.findByRole('region', { name: 'BBVA México' });
    expect(within(card).getByText('012 180 00123456789 9')).toBeInTheDocument();
    const own = await screen.findByRole('table', { name: 'Tus comprobantes' });
    expect(await within(own).findByText('Rechazado')).toBeInTheDocument();
    expect(within(own).getByText('Motivo: El monto no coincide')).toBeInTheDocument();
  });

  it('is not offered when show_bank_accounts is off', async () => {
    renderBankTab({ settings: { show_bank_accounts: '0' } });
    expect(
      await screen.findByText('No hay forma de agregar créditos, contacta al administrador'),
    ).toBeInTheDocument();
  });

  it('checks amount, minimum and files before sending, then sends the form data', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { api } = renderBankTab({
      settings: { show_bank_accounts: '1', bank_amount: '100' },
      api: { 'POST transfer_funds/send_payment_proof': () => reply(201, { data: proof() }) },
    });
    const form = await screen.findByRole('form', { name: 'Envía tu comprobante de pago' });
    expect(await within(form).findByText('Monto mínimo: $100.00')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Enviar comprobante' }));
    expect(await within(form).findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(within(form).getByText('Selecciona un archivo')).toBeInTheDocument();

    const amount = within(form).getByLabelText(/Monto transferido/);
    await user.type(amount, '99.99');
    const picker = within(form).getByLabelText('Comprobante');
    await user.upload(picker, new File(['GIF89a'], 'foto.gif', { type: 'image/gif' }));
    await user.upload(picker, png('enorme.png', 5 * 1024 * 1024 + 1));
    await user.click(within(form).getByRole('button', { name: 'Enviar comprobante' }));
    expect(await within(form).findByText('Debe ser mayor o igual a 100')).toBeInTheDocument();
    expect(within(form).getByText(/foto\.gif: Tipo de archivo no válido/)).toBeInTheDocument();
    expect(
      within(form).getByText(/enorme\.png: Cada archivo puede pesar hasta 5 MB/),
    ).toBeInTheDocument();
    expect(api.find('POST', 'transfer_funds/send_payment_proof')).toHaveLength(0);

    // Remove the two bad files, fix the amount, attach a good receipt.
    for (const name of ['foto.gif', 'enorme.png']) {
      const chip = within(form).getByText(name).closest('.MuiChip-root') as HTMLElement;
      await user.click(chip.querySelector('.MuiChip-deleteIcon')!);
    }
    await user.clear(amount);
    await user.type(amount, '1500');
    await user.upload(picker, png());
    await user.click(within(form).getByRole('button', { name: 'Enviar comprobante' }));

    await waitFor(() =>
      expect(api.find('POST', 'transfer_funds/send_payment_proof')).toHaveLength(1),
    );
    const sent = api.find('POST', 'transfer_funds/send_payment_proof')[0]!.body as FormData;
    expect(sent.get('amount')).toBe('1500');
    expect(sent.get('transaction_date')).toBe(todayIn('America/Monterrey'));
    expect((sent.getAll('files[]') as File[]).map((f) => f.name)).toEqual(['recibo.png']);
    expect(await screen.findByTestId('notification')).toHaveTextContent(
      '¡Comprobante enviado! Lo revisaremos y te avisaremos por correo.',
    );
    // The form starts over for the next proof.
    await waitFor(() => expect(amount).toHaveValue(''));
    expect(within(form).queryByText('recibo.png')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal under the field it concerns', async () => {
    const user = userEvent.setup();
    renderBankTab({
      api: {
        'POST transfer_funds/send_payment_proof': () =>
          errorReply(422, ['Solo se aceptan imágenes PNG o JPEG y archivos PDF'], {
            files: ['Solo se aceptan imágenes PNG o JPEG y archivos PDF'],
          }),
      },
    });
    const form = await screen.findByRole('form', { name: 'Envía tu comprobante de pago' });
    await user.type(within(form).getByLabelText(/Monto transferido/), '250');
    await user.upload(within(form).getByLabelText('Comprobante'), png('falso.png'));
    await user.click(within(form).getByRole('button', { name: 'Enviar comprobante' }));
    expect(
      await within(form).findByText('Solo se aceptan imágenes PNG o JPEG y archivos PDF'),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('notification')).toHaveTextContent(
      'Revisa los campos marcados',
    );
  });
});

describe('payment proofs review (staff)', () => {
  it('approves after confirming and refreshes the pending list', async () => {
    let rows = [proof()];
    const { api } = renderApp('/payment-proofs', {
      user: makeUser('admin'),
      api: {
        'GET payment_proofs': () => page(rows),
        'POST payment_proofs/11/approve': () => {
          rows = [];
          return proof({ status: 'approved' });
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Comprobantes de pago' });
    expect(await within(table).findByText('ana@tienda.mx')).toBeInTheDocument();
    expect(within(table).getByText('$1,500.00 MXN')).toBeInTheDocument();
    expect(api.find('GET', 'payment_proofs')[0]!.query.get('where[status]')).toBeNull();

    await userEvent.click(
      within(table).getByRole('button', { name: 'Aprobar comprobante de Ana López' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '¿Aprobar el comprobante?' });
    expect(dialog).toHaveTextContent('Se abonarán $1,500.00 MXN al saldo de Ana López');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.find('POST', 'payment_proofs/11/approve')).toHaveLength(0);

    await userEvent.click(
      within(table).getByRole('button', { name: 'Aprobar comprobante de Ana López' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aprobar' }),
    );
    expect(await screen.findByText('No hay comprobantes por revisar')).toBeInTheDocument();
    expect(api.find('POST', 'payment_proofs/11/approve')).toHaveLength(1);
    expect(await screen.findByTestId('notification')).toHaveTextContent(
      'Comprobante aprobado: se abonaron $1,500.00 MXN a Ana López',
    );
  });

  it('says so when someone else reviewed the proof first', async () => {
    renderApp('/payment-proofs', {
      user: makeUser('admin'),
      api: {
        'GET payment_proofs': () => page([proof()]),
        'POST payment_proofs/11/approve': () =>
          errorReply(409, ['Este comprobante ya fue revisado'], {
            base: ['Este comprobante ya fue revisado'],
          }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Comprobantes de pago' });
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Aprobar comprobante de Ana López' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aprobar' }),
    );
    expect(await screen.findByTestId('notification')).toHaveTextContent(
      'Este comprobante ya fue revisado',
    );
  });

  it('rejects only with a reason, which is sent', async () => {
    const { api } = renderApp('/payment-proofs', {
      user: makeUser('admin'),
      api: {
        'GET payment_proofs': () => page([proof()]),
        'POST payment_proofs/11/reject': () =>
          proof({ status: 'rejected', reject_reason: 'No llegó el depósito' }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Comprobantes de pago' });
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Rechazar comprobante de Ana López' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar comprobante' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(api.find('POST', 'payment_proofs/11/reject')).toHaveLength(0);

    await userEvent.type(
      within(dialog).getByLabelText(/Motivo del rechazo/),
      'No llegó el depósito',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(api.find('POST', 'payment_proofs/11/reject')).toHaveLength(1));
    expect(api.find('POST', 'payment_proofs/11/reject')[0]!.body).toEqual({
      reason: 'No llegó el depósito',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByTestId('notification')).toHaveTextContent(
      'Comprobante de Ana López rechazado',
    );
  });

  it('filters by status tab and opens a file in a new tab', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:recibo');
    URL.revokeObjectURL = vi.fn();
    const { api, router } = renderApp('/payment-proofs', {
      user: makeUser('admin'),
      api: {
        'GET payment_proofs': ({ query }) =>
          page(
            query.get('where[status]') === 'approved'
              ? [
                  proof({
                    status: 'approved',
                    reviewer: { id: 1, name: 'Admin Demo', email: 'a@d.mx' },
                  }),
                ]
              : [proof()],
          ),
        'GET payment_proofs/11/files/21': () => 'bytes',
      },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Aprobados' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/payment-proofs?status=approved'));
    const table = screen.getByRole('table', { name: 'Comprobantes de pago' });
    expect(await within(table).findByText(/Revisó Admin Demo/)).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Aprobar/ })).not.toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Abrir recibo.png' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:recibo'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(api.find('GET', 'payment_proofs/11/files/21')).toHaveLength(1);
  });

  it('is not offered to customers', async () => {
    const { router } = renderApp('/payment-proofs', { user: makeUser('customer') });
    await waitFor(() => expect(currentUrl(router)).not.toBe('/payment-proofs'));
    expect(screen.queryByRole('link', { name: 'Comprobantes de pago' })).not.toBeInTheDocument();
  });
});
