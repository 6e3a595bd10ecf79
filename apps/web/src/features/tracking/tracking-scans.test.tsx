import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicTracking } from '@despacho/shared';
import { i18n } from '../../lib/i18n';
import { renderApp } from '../../test/render-app';

const place = { city: 'Mérida', state: 'YUC', country_code: 'MX' };
/** FedEx's scans as a Spanish-language account receives them. */
const fedex = (): PublicTracking => ({
  tracking_number: '794600000077',
  status: 'delivered',
  carrier_name: 'FedEx',
  service_name: 'FedEx Express Saver',
  origin_city: 'Monterrey',
  destination_city: 'Mérida',
  shipped_at: '2026-03-10T16:00:00Z',
  details: true,
  events: [
    {
      status: 'in_transit',
      description: 'En la instalación local de FedEx',
      scan_code: 'arrived_destination_facility',
      occurred_at: '2026-03-11T08:00:00Z',
      ...place,
    },
    {
      status: 'delivered',
      description: 'Entregado',
      scan_code: 'delivered',
      occurred_at: '2026-03-12T17:00:00Z',
      ...place,
    },
    {
      status: 'exception',
      description: 'Domicilio no localizado',
      scan_code: null,
      occurred_at: '2026-03-12T12:00:00Z',
      ...place,
    },
  ],
});

const scanTexts = async () =>
  (await screen.findAllByTestId('tracking-event')).map((e) => e.textContent ?? '');

afterEach(() => i18n.changeLanguage('es-MX'));

describe("carrier scans in the reader's language", () => {
  it('names known scans in English, drops the ones that restate the status, keeps unknown words', async () => {
    await i18n.changeLanguage('en');
    renderApp('/track/794600000077', {
      api: { 'GET tracking/794600000077': () => fedex() },
    });
    const [delivered, exception, facility] = await scanTexts();
    expect(delivered).toMatch(/^Delivered/);
    expect(delivered).not.toMatch(/Entregado/);
    expect(facility).toMatch(/^In transitAt the carrier's local facility/);
    expect(facility).not.toMatch(/instalación/);
    // Words the product does not know are the carrier's, shown as sent.
    expect(exception).toMatch(/^ExceptionDomicilio no localizado/);
  });

  it('names the same scans in Spanish for a Spanish reader', async () => {
    renderApp('/track/794600000077', {
      api: { 'GET tracking/794600000077': () => fedex() },
    });
    const [delivered, , facility] = await scanTexts();
    expect(delivered).toMatch(/^Entregado\d/);
    expect(facility).toMatch(/^En tránsitoEn el centro local de la paquetería/);
  });
});
