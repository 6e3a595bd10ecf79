import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Shipment } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import { errorReply, reply, type ApiCall } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';
import { listOf, makeShipment } from '../shipments/shipment-fixtures';

/** A manual shipment Carmen bought: paid, no label yet, staff may upload it. */
const manual = (over: Parameters<typeof makeShipment>[0] = {}): Shipment =>
  makeShipment({
    source: 'manual',
    tracking_number: null,
    label_created_at: null,
    label_formats: [],
    manual_label: null,
    carrier_name: 'Envío manual',
    service_name: 'Estándar',
    user: {
      id: 9,
      fullname: 'Carmen Ruiz',
      email: 'customer@despacho.test',
      has_user_prices: false,
    },
    ...over,
    actions: { upload_label: true, ...over.actions },
  });

const pdf = () => new File(['%PDF-1.4 guía'], 'guia.pdf', { type: 'application/pdf' });

function renderUpload(shipment: Shipment, post: (c: ApiCall) => unknown) {
  return renderApp(`/manual_shipments/${shipment.id}/upload`, {
    user: makeUser('admin'),
    api: {
      [`GET shipments/${shipment.id}`]: () => shipment,
      [`POST shipments/${shipment.id}/upload_label`]: post,
      'GET manual_shipments': () => listOf([shipment]),
      'GET shipments/*/tracking': () => [],
    },
  });
}

describe('manual label upload', () => {
  it('asks for the number and the PDF before sending, and wants digits only', async () => {
    const user = userEvent.setup();
    const sent: ApiCall[] = [];
    renderUpload(manual(), (c) => {
      sent.push(c);
      return manual();
    });
    const form = await screen.findByRole('form', { name: 'Guía del envío #12' });
    await user.click(within(form).getByRole('button', { name: 'Guardar guía' }));
    expect(await within(form).findByText('Selecciona un archivo')).toBeInTheDocument();
    expect(within(form).getByText('Este campo es obligatorio')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Número de rastreo/), 'ABC-12');
    await user.click(within(form).getByRole('button', { name: 'Guardar guía' }));
    expect(
      await within(form).findByText('El número de rastreo debe tener solo dígitos (de 4 a 40)'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('sends files[], id and tracking_number, says labelGenerateSuccess and goes back to the list', async () => {
    const user = userEvent.setup();
    const sent: FormData[] = [];
    const { router } = renderUpload(manual(), ({ body }) => {
      sent.push(body as FormData);
      return manual({ manual_label: { tracking_number: '7700123456' } });
    });
    const form = await screen.findByRole('form', { name: 'Guía del envío #12' });
    await user.type(within(form).getByLabelText(/Número de rastreo/), '7700123456');
    await user.upload(within(form).getByLabelText(/Guía en PDF/), pdf());
    expect(within(form).getByText('guia.pdf')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Guardar guía' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('tracking_number')).toBe('7700123456');
    expect(sent[0]!.get('id')).toBe('5');
    expect((sent[0]!.get('files[]') as File).name).toBe('guia.pdf');
    expect(await screen.findByTestId('notification')).toHaveTextContent(
      'Guía del envío #12 guardada',
    );
    await waitFor(() => expect(currentUrl(router)).toBe('/manual_shipments'));
  });

  it('puts the server’s refusals under their fields and stays', async () => {
    const user = userEvent.setup();
    const taken = 'Otro envío ya tiene ese número de rastreo';
    const notPdf = 'La guía debe ser un archivo PDF';
    const { router } = renderUpload(manual(), () =>
      errorReply(422, [taken, notPdf], { tracking_number: [taken], files: [notPdf] }),
    );
    const form = await screen.findByRole('form', { name: 'Guía del envío #12' });
    await user.type(within(form).getByLabelText(/Número de rastreo/), '12341234');
    await user.upload(within(form).getByLabelText(/Guía en PDF/), pdf());
    await user.click(within(form).getByRole('button', { name: 'Guardar guía' }));
    expect(await within(form).findByText(taken)).toBeInTheDocument();
    expect(within(form).getByText(notPdf)).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/manual_shipments/5/upload');
  });

  it('edits a label: the current number filled in and a replace note', async () => {
    renderUpload(manual({ manual_label: { tracking_number: '99887766' } }), () =>
      reply(200, { data: manual() }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Editar la guía del envío #12' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Número de rastreo/)).toHaveValue('99887766');
    expect(screen.getByText(/Ya tiene la guía 99887766/)).toBeInTheDocument();
  });
});

describe('manual shipment list', () => {
  it('lists newest first with Generar guía / Editar guía / Elegir tarifa, and searches by number', async () => {
    const user = userEvent.setup();
    const { api, router } = renderApp('/manual_shipments', {
      user: makeUser('admin'),
      api: {
        'GET manual_shipments': () =>
          listOf([
            manual(),
            manual({
              id: 6,
              sequential_id: 13,
              manual_label: { tracking_number: '55500011' },
              actions: { download_label: true },
            }),
            manual({
              id: 7,
              sequential_id: 14,
              status: 'pending',
              step: 'rating',
              actions: { upload_label: false, select_rate: true },
            }),
          ]),
        'GET shipments/*/tracking': () => [],
      },
    });
    const table = await screen.findByRole('table', { name: 'Envíos manuales' }, { timeout: 5000 });
    const first = api.calls.find((c) => c.path === 'manual_shipments')!;
    expect(Object.fromEntries(first.query)).toMatchObject({
      page: '1',
      per_page: '10',
      order: 'created_at desc',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('#12');
    expect(rows[0]).toHaveTextContent('Sin guía');
    expect(within(rows[0]!).getByRole('link', { name: 'Generar guía' })).toHaveAttribute(
      'href',
      '/manual_shipments/5/upload',
    );
    expect(rows.find((r) => r.textContent?.includes('#13'))).toHaveTextContent('55500011');
    const edited = rows.find((r) => r.textContent?.includes('#13'))!;
    expect(within(edited).getByRole('link', { name: 'Editar guía' })).toBeInTheDocument();
    expect(within(edited).getByRole('button', { name: 'Descargar guía' })).toBeInTheDocument();
    const draft = rows.find((r) => r.textContent?.includes('#14'))!;
    expect(within(draft).queryByRole('link', { name: 'Generar guía' })).not.toBeInTheDocument();
    expect(within(draft).getByRole('link', { name: 'Elegir tarifa' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Número de envío'), '13');
    await waitFor(() =>
      expect(
        Object.fromEntries(api.calls.filter((c) => c.path === 'manual_shipments').at(-1)!.query),
      ).toMatchObject({ search: '13' }),
    );
    expect(currentUrl(router)).toContain('search=13');
  });
});
