import { type CatalogueEntry, flag } from './settings-catalogue-entry';

/** The account area's settings (spec 1), in SETTINGS_CATALOGUE's order. */
export const ACCOUNT_SETTINGS: readonly CatalogueEntry[] = [
  flag(
    'register',
    'Registro deshabilitado',
    'other',
    '0',
    "'0' muestra el enlace de registro en el login; '1' lo oculta",
  ),
  flag(
    'referral_code',
    'Programa de referidos',
    'references',
    '1',
    "'1' muestra referidos y el código de referido en el registro",
  ),
  flag('overweights', 'Sobrepesos', 'overweight', '0', "'1' activa la sección de sobrepesos"),
  flag(
    'overweights_request_rebate',
    'Solicitar bonificación de sobrepeso',
    'overweight',
    '0',
    "'1' permite a los clientes solicitar bonificación",
  ),
  {
    key: 'terms_conditions',
    title: 'Términos y condiciones (URL)',
    namespace: 'other',
    value: '',
    description: 'Enlace del pie de página; vacío lo oculta',
  },
  flag(
    'user_own_agreements',
    'Acuerdos propios',
    'other',
    '0',
    "'1' permite a los clientes usar sus propias cuentas de paquetería",
  ),
  flag('invoicing', 'Facturación', 'invoicing', '0', "'1' activa la solicitud de facturas"),
  flag(
    'verify_user_fiscal_data',
    'Verificar datos fiscales',
    'invoicing',
    '0',
    "'1' exige datos fiscales verificados a los clientes",
  ),
  {
    key: 'report_limit',
    title: 'Límite de reportes (días)',
    namespace: 'other',
    value: '90',
    description: 'Días hacia atrás que un no desarrollador puede consultar',
  },
  flag('insurance', 'Seguro', 'insurance', '0', "'1' muestra los campos de seguro"),
  {
    key: 'analytics_url',
    title: 'Analítica externa (URL)',
    namespace: 'other',
    value: '',
    description:
      'Página de analítica que se muestra en lugar de las gráficas (https en producción); vacío usa las gráficas',
    kind: 'text',
  },
];
