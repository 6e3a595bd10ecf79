import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Csd } from '@despacho/shared';
import { formatDate } from '../../lib/format';
import { makeUser } from '../../test/fixtures';
import { errorReply, reply, type Handler } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const csd = (overrides: Partial<Csd> = {}): Csd => ({
  id: 4,
  rfc: 'EKU9003173C9',
  certificate_number: '30001000000500003416',
  subject_name: 'ESCUELA KEMPER URGATE SA DE CV',
  valid_from: '2023-05-18T11:43:51.000Z',
  upload_date: '2026-02-03T18:00:00.000Z',
  expiration_date: '2027-05-18T11:43:51.000Z',
  expires_soon: false,
  expired: false,
  days_left: 400,
  ...overrides,
});

const cer = () =>
  new File([new Uint8Array([0x30, 0x82])], 'sello.cer', { type: 'application/x-x509-ca-cert' });
const key = () => new File([new Uint8Array([0x30, 0x82])], 'sello.key', { type: '' });
const date = (iso: string) => formatDate(iso, 'es-MX', 'America/Monterrey');

function renderCsds(current: Csd | null, api: Record<string, Handler> = {}) {
  return renderApp('/csds', {
    user: makeUser('admin'),
    settings: { invoicing: '1' },
    api: { 'GET csds': () => reply(200, { data: current }), ...api },
  });
}

afterEach(() => vi.restoreAllMocks());

describe('CSD screen', () => {
  it('shows the current certificate: RFC, number, upload date and expiry, no warning', async () => {
    renderCsds(csd());
    const facts = await screen.findByRole('region', { name: 'Certificado actual' });
    expect(within(facts).getByText('EKU9003173C9')).toBeInTheDocument();
    expect(within(facts).getByText('30001000000500003416')).toBeInTheDocument();
    expect(within(facts).getByText(date('2026-02-03T18:00:00.000Z'))).toBeInTheDocument();
    expect(within(facts).getByText(date('2027-05-18T11:43:51.000Z'))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns within 30 days of expiry, and says invoicing stops once expired', async () => {
    const { unmount } = renderCsds(csd({ expires_soon: true, days_left: 12 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `El certificado vence en 12 días (${date('2027-05-18T11:43:51.000Z')})`,
    );
    unmount();
    renderCsds(csd({ expires_soon: true, expired: true, days_left: -3 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'no se pueden emitir facturas hasta que subas un CSD vigente',
    );
  });

  it('asks for both files and the password before sending anything', async () => {
    const user = userEvent.setup();
    renderCsds(null);
    expect(await screen.findByText(/Aún no hay un Certificado de Sello Digital/)).toBeVisible();
    const form = screen.getByRole('form', { name: 'Importar archivos CSD' });
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findAllByText('Selecciona un archivo')).toHaveLength(2);
    expect(within(form).getByText('Este campo es obligatorio')).toBeInTheDocument();
  });

  it('uploads the three parts, says so and shows the new certificate', async () => {
    const user = userEvent.setup();
    let current: Csd | null = null;
    const sent: FormData[] = [];
    renderCsds(null, {
      'GET csds': () => reply(200, { data: current }),
      'POST csds': ({ body }) => {
        sent.push(body as FormData);
        current = csd();
        return reply(201, { data: current });
      },
    });
    const form = await screen.findByRole('form', { name: 'Importar archivos CSD' });
    await user.upload(within(form).getByLabelText('Certificado (.cer)'), cer());
    await user.upload(within(form).getByLabelText('Llave privada (.key)'), key());
    await user.type(within(form).getByLabelText(/Contraseña de la llave privada/), '12345678a');
    expect(within(form).getByText('sello.cer')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0]!.get('csd[certificate]') as File).name).toBe('sello.cer');
    expect((sent[0]!.get('csd[private_key]') as File).name).toBe('sello.key');
    expect(sent[0]!.get('csd[password]')).toBe('12345678a');
    expect(await screen.findByTestId('notification')).toHaveTextContent(
      'Archivos importados correctamente!',
    );
    const facts = await screen.findByRole('region', { name: 'Certificado actual' });
    expect(within(facts).getByText('EKU9003173C9')).toBeInTheDocument();
  });

  it('puts the server’s refusal under its field', async () => {
    const user = userEvent.setup();
    const wrong = 'La contraseña de la llave privada no es correcta';
    renderCsds(csd(), {
      'POST csds': () => errorReply(422, [wrong], { password: [wrong] }),
    });
    const form = await screen.findByRole('form', { name: 'Importar archivos CSD' });
    await user.upload(within(form).getByLabelText('Certificado (.cer)'), cer());
    await user.upload(within(form).getByLabelText('Llave privada (.key)'), key());
    await user.type(within(form).getByLabelText(/Contraseña de la llave privada/), 'otra');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText(wrong)).toBeInTheDocument();
    expect(await screen.findByTestId('notification')).toHaveTextContent(
      'Revisa los campos marcados',
    );
  });
});
