import { registerValidationMessages } from '@despacho/shared';

/** Messages of own agreements that only the server words (issue 19). */
registerValidationMessages({
  'es-MX': {
    'v.own_agreements_disabled': 'Los acuerdos propios no están habilitados',
    'v.own_agreements_customers_only': 'Solo los clientes registran acuerdos propios',
    'v.own_agreement_provider': 'Este proveedor no está disponible para acuerdos propios',
    'v.own_agreement_service': 'El proveedor no tiene ese servicio',
    'v.own_agreement_refused':
      'La paquetería rechazó las credenciales: {{reason}}. No se guardó nada.',
    'v.own_agreement_unreachable':
      'No pudimos comprobar las credenciales con la paquetería ({{reason}}). No se guardó nada; inténtalo de nuevo.',
    'v.own_agreement_credential_refused': 'La paquetería no aceptó este dato',
  },
  en: {
    'v.own_agreements_disabled': 'Own agreements are not enabled',
    'v.own_agreements_customers_only': 'Only customers register own agreements',
    'v.own_agreement_provider': 'This provider is not available for own agreements',
    'v.own_agreement_service': 'The provider has no such service',
    'v.own_agreement_refused':
      'The carrier refused the credentials: {{reason}}. Nothing was saved.',
    'v.own_agreement_unreachable':
      'We could not check the credentials with the carrier ({{reason}}). Nothing was saved; try again.',
    'v.own_agreement_credential_refused': 'The carrier did not accept this value',
  },
});
