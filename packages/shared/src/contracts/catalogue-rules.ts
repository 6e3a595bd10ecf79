import { registerValidationMessages } from '../validation/messages';

/**
 * Provider codes whose carriers take a static package ("length x width x height x weight"):
 * Estafeta's bot accounts (spec 3 §9) and the direct Estafeta provider, which quotes the same
 * static package.
 */
export const ESTAFETA_PROVIDER_CODES = ['Estafeta', 'EstafetaBot676', 'EstafetaBot007'] as const;
export const REDPACK_PROVIDER_CODE = 'Redpack';
/** The provider whose services take a free-text code (every other one picks a service type). */
export const GENERIC_PROVIDER_CODE = 'GenericCarrier';

export const isEstafetaProvider = (code: string | null | undefined) =>
  !!code && (ESTAFETA_PROVIDER_CODES as readonly string[]).includes(code);

/** What keeps a carrier or a service from being deleted (409), each counted. */
export const IN_USE_PARTS = ['services_with_prices', 'customer_prices', 'shipments'] as const;
export type InUsePart = (typeof IN_USE_PARTS)[number];

/** Messages of the carrier and service rules; `_one`/`_other` pick the plural by count. */
registerValidationMessages({
  'es-MX': {
    'v.in_use.carrier':
      'No se puede eliminar la paquetería: tiene {{parts}}. Suspéndela en su lugar.',
    'v.in_use.service':
      'No se puede eliminar el servicio: tiene {{parts}}. Suspéndelo en su lugar.',
    'v.in_use.services_with_prices_one': '1 servicio con precios',
    'v.in_use.services_with_prices_other': '{{count}} servicios con precios',
    'v.in_use.customer_prices_one': '1 cliente con precios o montos propios',
    'v.in_use.customer_prices_other': '{{count}} clientes con precios o montos propios',
    'v.in_use.shipments_one': '1 envío',
    'v.in_use.shipments_other': '{{count}} envíos',
    'v.in_use.and': ' y ',
    'v.in_use.price_table': 'una tabla de precios',
    'v.insurance_provider_unsupported': 'Este proveedor no ofrece seguro propio',
    'v.service_code_choice': 'Elige uno de los tipos de servicio del proveedor',
    'v.carrier_frozen_new_service':
      'La configuración de esta paquetería está congelada; solo un desarrollador agrega servicios',
  },
  en: {
    'v.in_use.carrier': 'The carrier cannot be deleted: it has {{parts}}. Suspend it instead.',
    'v.in_use.service': 'The service cannot be deleted: it has {{parts}}. Suspend it instead.',
    'v.in_use.services_with_prices_one': '1 service with prices',
    'v.in_use.services_with_prices_other': '{{count}} services with prices',
    'v.in_use.customer_prices_one': '1 customer with their own prices or amounts',
    'v.in_use.customer_prices_other': '{{count}} customers with their own prices or amounts',
    'v.in_use.shipments_one': '1 shipment',
    'v.in_use.shipments_other': '{{count}} shipments',
    'v.in_use.and': ' and ',
    'v.in_use.price_table': 'a price table',
    'v.insurance_provider_unsupported': 'This provider offers no insurance of its own',
    'v.service_code_choice': "Pick one of the provider's service types",
    'v.carrier_frozen_new_service':
      "This carrier's settings are frozen; only a developer adds services",
  },
});
