import { describe, expect, it } from 'vitest';
import { MOCK_TRACK_STEPS } from '../../integrations/carriers/estafeta/estafeta.mock-track';
import { scans } from '../../db/seed/demo-history-plan';
import { scanCodeOf } from './tracking-scan-codes';

describe('carrier scan words normalised to codes', () => {
  it.each([
    // FedEx, in the account's language: the words the tracking page showed in Spanish.
    ['Entregado', 'delivered'],
    ['Delivered', 'delivered'],
    ['En la instalación local de FedEx', 'arrived_destination_facility'],
    ['At local FedEx facility', 'arrived_destination_facility'],
    ['Salió de la instalación de origen de FedEx', 'departed_origin_facility'],
    ['On FedEx vehicle for delivery', 'out_for_delivery'],
    ['Envío cancelado por el remitente', 'canceled'],
    // DrEnvío and Paquetexpress (capitals, no accents), case and accents aside.
    ['Salió del centro de distribución', 'departed_origin_facility'],
    ['EN SUCURSAL DESTINO', 'arrived_destination_facility'],
    ['EN TRANSITO', 'in_transit'],
    ['  guia   cancelada. ', 'canceled'],
  ])('%s → %s', (words, code) => {
    expect(scanCodeOf(words)).toBe(code);
  });

  it('knows every scan Estafeta and the demo history write, in both languages', () => {
    for (const step of MOCK_TRACK_STEPS) {
      expect(scanCodeOf(step.es), step.es).not.toBeNull();
      expect(scanCodeOf(step.en), step.en).toBe(scanCodeOf(step.es));
    }
    const now = new Date();
    const place = { city: 'Mérida', state: 'YUC' } as Parameters<typeof scans>[2];
    for (const s of scans(new Date(now.getTime() - 100 * 3600_000), 48, place, now))
      expect(scanCodeOf(s.description), s.description).toBe(s.status);
  });

  it('leaves words it does not know to be shown as sent', () => {
    expect(scanCodeOf('Domicilio no localizado')).toBeNull();
    expect(scanCodeOf('')).toBeNull();
  });
});
