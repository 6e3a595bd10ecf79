import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';
import { boughtShipment, page, wizardShipment } from './wizard-fixtures';

/** The label route answers a file; everything else goes to the mocked API. */
function serveLabels(fallback: typeof fetch) {
  const requests: { url: URL; headers: Record<string, string> }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (!url.pathname.endsWith('/label')) return fallback(input, init);
    requests.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    const format = url.searchParams.get('format');
    if (format === 'zpl')
      return new Response(
        JSON.stringify({
          code: 'conflict',
          messages: ['Esta guía de la paquetería solo existe en formato PDF'],
          errors: {},
        }),
        { status: 409, headers: { 'Content-Type': 'application/json' } },
      );
    return new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="12-fedex-${format}.pdf"`,
      },
    });
  });
  const saved: string[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:label');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return { requests, saved };
}

describe('shipment confirmation', () => {
  it('shows the numbers and downloads the label in each format, the one it was made in first', async () => {
    const { api } = renderApp('/shipments/5/confirm', {
      user: makeUser('customer'),
      api: { 'GET shipments/5': () => boughtShipment() },
    });
    expect(await screen.findByText('¡Tu guía está lista!')).toBeInTheDocument();
    expect(screen.getByText('Envío 12 · Express · FedEx · $153.35 MXN')).toBeInTheDocument();
    expect(screen.getByText('794612345678')).toBeInTheDocument();
    const downloads = within(screen.getByRole('region', { name: 'Descargar la guía' }));
    expect(downloads.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'PDF térmica 4 × 6',
      'PDF carta',
      'ZPL (impresora térmica)',
    ]);

    const files = serveLabels(api.fetchMock as unknown as typeof fetch);
    await userEvent.click(downloads.getByRole('button', { name: 'PDF carta' }));
    await waitFor(() => expect(files.saved).toEqual(['12-fedex-letter.pdf']));
    const request = files.requests[0]!;
    expect(request.url.pathname).toBe('/api/v1/shipments/5/label');
    expect(request.url.searchParams.get('format')).toBe('letter');
    expect(request.headers.Authorization).toBe('Bearer test-token');
    expect(request.headers['X-Tenant']).toBe('demo');

    // A refused format says why, as the server words it.
    await userEvent.click(downloads.getByRole('button', { name: 'ZPL (impresora térmica)' }));
    expect(await screen.findByTestId('notification')).toHaveTextContent(
      'Esta guía de la paquetería solo existe en formato PDF',
    );
    expect(files.saved).toEqual(['12-fedex-letter.pdf']);

    expect(screen.getByRole('link', { name: 'Volver a mis envíos' })).toHaveAttribute(
      'href',
      '/shipments',
    );
  });

  it("puts the owner's preferred format first when the label has none recorded", async () => {
    renderApp('/shipments/5/confirm', {
      user: makeUser('customer', { preferences: { label_printing_format: 'pdf' } }),
      api: { 'GET shipments/5': () => boughtShipment({ label_format: null }) },
    });
    const downloads = within(await screen.findByRole('region', { name: 'Descargar la guía' }));
    expect(downloads.getAllByRole('button')[0]).toHaveTextContent('PDF carta');
  });

  it('sends a shipment not bought yet back to its step', async () => {
    const { router } = renderApp('/shipments/5/confirm', {
      user: makeUser('customer'),
      api: {
        'GET shipments/5': () => wizardShipment(),
        'GET shipments': () => page([]),
      },
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/shipments/5/rates/new'));
  });
});
