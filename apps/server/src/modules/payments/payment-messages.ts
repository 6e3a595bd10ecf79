import { registerValidationMessages } from '@despacho/shared';

/** Field messages of the add-funds gateways (the server words them with the limits). */
registerValidationMessages({
  'es-MX': {
    'v.amount_min': 'El monto mínimo es {{min}}',
    'v.amount_max': 'El monto máximo es {{max}}',
    'v.amount_too_small_for_fee': 'El monto no cubre la comisión de Mercado Pago',
    'v.payment_not_approved': 'El pago no fue aprobado; vuelve a intentarlo desde el principio',
    'v.payment_closed': 'Este pago ya no está vigente; inicia uno nuevo',
    'v.payment_mismatch': 'Ese pago no corresponde a esta operación',
  },
  en: {
    'v.amount_min': 'The minimum amount is {{min}}',
    'v.amount_max': 'The maximum amount is {{max}}',
    'v.amount_too_small_for_fee': 'The amount does not cover the Mercado Pago fee',
    'v.payment_not_approved': 'The payment was not approved; please start again',
    'v.payment_closed': 'This payment is no longer open; please start a new one',
    'v.payment_mismatch': 'That payment does not belong to this operation',
  },
});
