import { registerValidationMessages, type Locale } from '@despacho/shared';

registerValidationMessages({
  'es-MX': {
    'v.idempotency_key_required':
      'Envía el encabezado Idempotency-Key (un valor único por compra) al comprar con una clave API',
  },
  en: {
    'v.idempotency_key_required':
      'Send the Idempotency-Key header (one unique value per purchase) when buying with an API key',
  },
});

/** Words of the 403 a key gets outside the partner API (see request-context). */
export const API_KEY_ROUTE_FORBIDDEN: Record<Locale, string> = {
  'es-MX':
    'Las claves API solo pueden usar las rutas de la API para socios; esta requiere iniciar sesión',
  en: 'API keys may only call the partner API routes; this one needs a signed-in session',
};
