import { type CatalogueEntry, choice, flag, secret } from './settings-catalogue-entry';

/** The store apps' and shipments' settings (spec 2), in SETTINGS_CATALOGUE's order. */
export const STORE_SETTINGS: readonly CatalogueEntry[] = [
  secret('shopify_api_key', 'Shopify API key', 'shopify', 'Credencial de la app de Shopify'),
  secret('shopify_api_secret', 'Shopify API secret', 'shopify', 'Credencial de la app de Shopify'),
  // Tienda Nube: each tenant's own app (white-label), like Shopify's.
  {
    key: 'tiendanube_app_id',
    title: 'Tienda Nube app id',
    namespace: 'other',
    value: '',
    description: 'Id de la app de Tienda Nube del socio (conectar tiendas)',
  },
  secret(
    'tiendanube_client_secret',
    'Tienda Nube client secret',
    'other',
    'Secreto de la app de Tienda Nube: firma sus webhooks',
  ),
];

export const SHIPMENT_SETTINGS: readonly CatalogueEntry[] = [
  choice(
    'nota_label_format',
    'Formato de guía',
    'other',
    ['letter', '4x6'],
    "'letter' (carta) o '4x6' (térmica)",
  ),
  flag(
    'disable_email',
    'Correo fijo en direcciones',
    'other',
    '0',
    "'1' usa los correos configurados en lugar del capturado",
  ),
  flag(
    'disable_phone_number',
    'Teléfono fijo en direcciones',
    'other',
    '0',
    "'1' usa los teléfonos configurados en lugar del capturado",
  ),
  {
    key: 'origin_email',
    title: 'Correo de origen',
    namespace: 'other',
    value: '',
    description: 'Usado cuando disable_email es 1',
  },
  {
    key: 'destination_email',
    title: 'Correo de destino',
    namespace: 'other',
    value: '',
    description: 'Usado cuando disable_email es 1',
  },
  {
    key: 'origin_phone_number',
    title: 'Teléfono de origen',
    namespace: 'other',
    value: '',
    description: 'Usado cuando disable_phone_number es 1',
  },
  {
    key: 'destination_phone_number',
    title: 'Teléfono de destino',
    namespace: 'other',
    value: '',
    description: 'Usado cuando disable_phone_number es 1',
  },
  flag(
    'show_discount',
    'Mostrar descuento',
    'other',
    '0',
    "'1' muestra el descuento en las tarifas",
  ),
  flag(
    'operator_visible_rates',
    'Desglose para operadores',
    'other',
    '0',
    "'1' muestra el desglose de tarifas a operadores",
  ),
  flag(
    'show_additional_static_rates',
    'Tarifas estáticas adicionales',
    'other',
    '0',
    "'1' muestra las tarifas estáticas adicionales",
  ),
];
