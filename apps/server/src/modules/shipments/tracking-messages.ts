import { registerValidationMessages } from '@despacho/shared';

/** What the public tracking page says about the destination postal code. */
registerValidationMessages({
  'es-MX': {
    'v.tracking_postal_code': 'Ese código postal no es el del destino de esta guía',
  },
  en: {
    'v.tracking_postal_code': "That postal code is not this shipment's destination",
  },
});
