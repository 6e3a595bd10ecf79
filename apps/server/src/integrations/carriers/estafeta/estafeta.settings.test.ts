import { describe, expect, it } from 'vitest';
import { estafetaIntegration } from './estafeta.integration';
import { readEstafetaSettings } from './estafeta.settings';

const ctx = (environment: 'sandbox' | 'production', settings: Record<string, string> = {}) => ({
  settings: { ...estafetaIntegration.demo.settings, ...settings },
  environment,
  signal: new AbortController().signal,
});

describe('Estafeta settings', () => {
  it("reach each API on Estafeta's own QA or production host", () => {
    expect(readEstafetaSettings(ctx('sandbox')).urls).toEqual({
      token: 'https://apiqa.estafeta.com:8443/auth/oauth/v2/token',
      rate: 'https://wscotizadorqa.estafeta.com/Cotizacion/rest/Cotizador/Cotizacion',
      label: 'https://labelqa.estafeta.com/v1/wayBills',
      track: 'https://csrestqa.estafeta.com/v1/WS_trackingItems/tracking-item-status',
      pickup: 'https://apimwspickupqa.estafeta.com/v2/MiEstafetaServices/rest/PickupAPI/NewPickup',
      soapLabel: 'https://labelqa.estafeta.com/EstafetaLabel20/services/EstafetaLabelWS',
    });
    expect(readEstafetaSettings(ctx('production')).urls.rate).toBe(
      'https://wscotizador.estafeta.com/Cotizacion/rest/Cotizador/Cotizacion',
    );
    expect(estafetaIntegration.knownHosts).toEqual([
      'apiqa.estafeta.com',
      'wscotizadorqa.estafeta.com',
      'labelqa.estafeta.com',
      'csrestqa.estafeta.com',
      'apimwspickupqa.estafeta.com',
      'api.estafeta.com',
      'wscotizador.estafeta.com',
      'label.estafeta.com',
      'csrest.estafeta.com',
      'wspickup.estafeta.com',
    ]);
  });

  it('send every API to base_url plus its fixed path when set', () => {
    const urls = readEstafetaSettings(
      ctx('production', { base_url: 'https://m.test/__mocks/e/' }),
    ).urls;
    expect(urls.token).toBe('https://m.test/__mocks/e/auth/oauth/v2/token');
    expect(urls.label).toBe('https://m.test/__mocks/e/v1/wayBills');
  });

  it('refuse a base_url that is not an http(s) URL without credentials', () => {
    for (const base_url of ['nope', 'ftp://x.test', 'https://u:p@x.test']) {
      expect(() => readEstafetaSettings(ctx('sandbox', { base_url }))).toThrow(
        expect.objectContaining({ kind: 'config' }),
      );
    }
  });
});
