import { registerValidationMessages } from '@despacho/shared';

/** The upload's own refusals (the certificate's are in fiscal/csd/csd-messages). */
registerValidationMessages({
  'es-MX': {
    'v.csd_rfc_not_set':
      'Primero configura el RFC emisor (invoicing_rfc) en Configuración; el certificado debe ser de ese RFC',
  },
  en: {
    'v.csd_rfc_not_set':
      'Set the issuing RFC (invoicing_rfc) in Settings first; the certificate must belong to that RFC',
  },
});
