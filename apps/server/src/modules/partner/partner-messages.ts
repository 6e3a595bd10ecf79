import { registerValidationMessages } from '@despacho/shared';

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
