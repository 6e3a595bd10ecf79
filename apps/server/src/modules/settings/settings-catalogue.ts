import type { SettingNamespace } from '@despacho/shared';

export interface CatalogueEntry {
  key: string;
  title: string;
  namespace: SettingNamespace;
  value: string;
  description: string;
  visible?: boolean;
  secret?: boolean;
}

const flag = (
  key: string,
  title: string,
  namespace: SettingNamespace,
  value: '0' | '1',
  description: string,
): CatalogueEntry => ({
  key,
  title,
  namespace,
  value,
  description,
});
const secret = (
  key: string,
  title: string,
  namespace: SettingNamespace,
  description: string,
): CatalogueEntry => ({
  key,
  title,
  namespace,
  value: '',
  description,
  secret: true,
});

const text = (key: string, title: string, description: string, value: string): CatalogueEntry => ({
  key,
  title,
  namespace: 'invoicing',
  value,
  description,
});

/**
 * Every setting key the three specs read, with a default that lets a new tenant work at once:
 * card and gateway payments off until their credentials are entered, bank transfer on,
 * flags compared to the string '1'. Seeded into each new tenant (settings.service).
 */
export const SETTINGS_CATALOGUE: readonly CatalogueEntry[] = [
  // Account area (spec 1)
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
  // Payments
  flag('paypal', 'PayPal', 'paypal', '0', "'1' muestra la pestaña de PayPal"),
  {
    key: 'paypal_min_amount',
    title: 'Monto mínimo PayPal',
    namespace: 'paypal',
    value: '100',
    description: 'Monto mínimo para pagar con PayPal',
  },
  secret('paypal_client_id', 'PayPal client id', 'paypal', 'Credencial de PayPal'),
  secret('paypal_secret', 'PayPal secret', 'paypal', 'Credencial de PayPal'),
  flag('paypal_production', 'PayPal producción', 'paypal', '0', "'1' cobra en PayPal real (live)"),
  {
    key: 'paypal_webhook_id',
    title: 'PayPal webhook id',
    namespace: 'paypal',
    value: '',
    description: 'Id del webhook de PayPal (verifica las notificaciones)',
  },
  {
    key: 'paypal_base_url',
    title: 'PayPal URL (demo)',
    namespace: 'paypal',
    value: '',
    description: 'Solo en modo demo: otro servidor que hable el protocolo de PayPal',
  },
  flag(
    'show_bank_accounts',
    'Transferencia bancaria',
    'bank',
    '1',
    "'1' muestra las cuentas bancarias y el envío de comprobante",
  ),
  {
    key: 'bank_amount',
    title: 'Monto mínimo por transferencia',
    namespace: 'bank',
    value: '1',
    description: 'Monto mínimo del comprobante de pago',
  },
  {
    key: 'bank_email',
    title: 'Correo para comprobantes',
    namespace: 'bank',
    value: '',
    description: 'Recibe los comprobantes de transferencia',
  },
  {
    key: 'payment_engine',
    title: 'Motor de pago',
    namespace: 'payments',
    value: '0',
    description: "'0' ninguno; 'OpenPay' activa tarjeta, SPEI y tiendas",
  },
  {
    key: 'currency',
    title: 'Moneda',
    namespace: 'payments',
    value: 'MXN',
    description: 'Moneda de los importes',
  },
  flag(
    'mercado_pago',
    'Mercado Pago',
    'mercadopago',
    '0',
    "'1' muestra la pestaña de Mercado Pago",
  ),
  secret(
    'mercado_pago_access_token',
    'Mercado Pago access token',
    'mercadopago',
    'Token privado de Mercado Pago',
  ),
  {
    key: 'mercado_pago_public_key',
    title: 'Mercado Pago public key',
    namespace: 'mercadopago',
    value: '',
    description: 'Llave pública de Mercado Pago',
  },
  {
    key: 'mercado_min_amount',
    title: 'Monto mínimo Mercado Pago',
    namespace: 'mercadopago',
    value: '10',
    description: 'Monto mínimo para pagar con Mercado Pago',
  },
  flag(
    'mercado_pago_production',
    'Mercado Pago producción',
    'mercadopago',
    '0',
    "'1' usa credenciales productivas de Mercado Pago",
  ),
  secret(
    'mercado_pago_webhook_secret',
    'Mercado Pago webhook secret',
    'mercadopago',
    'Clave secreta de las notificaciones (x-signature)',
  ),
  {
    key: 'mercado_pago_base_url',
    title: 'Mercado Pago URL (demo)',
    namespace: 'mercadopago',
    value: '',
    description: 'Solo en modo demo: otro servidor que hable el protocolo de Mercado Pago',
  },
  secret('openpay_id', 'OpenPay merchant id', 'openpay', 'Identificador del comercio en OpenPay'),
  secret('openpay_private_key', 'OpenPay private key', 'openpay', 'Llave privada de OpenPay'),
  {
    key: 'openpay_public_key',
    title: 'OpenPay public key',
    namespace: 'openpay',
    value: '',
    description: 'Llave pública de OpenPay',
  },
  {
    key: 'openpay_max_amount',
    title: 'Monto máximo OpenPay',
    namespace: 'openpay',
    value: '10000',
    description: 'Monto máximo por cargo',
  },
  {
    key: 'openpay_business_name',
    title: 'Nombre del comercio OpenPay',
    namespace: 'openpay',
    value: '',
    description: 'Aparece en las referencias de pago',
  },
  {
    key: 'openpay_product_name',
    title: 'Concepto OpenPay',
    namespace: 'openpay',
    value: 'Recarga de saldo',
    description: 'Concepto de los cargos',
  },
  flag(
    'openpay_production',
    'OpenPay producción',
    'openpay',
    '0',
    "'1' usa el ambiente de producción",
  ),
  secret('stp_private_key', 'STP llave privada', 'stp', 'Llave privada para SPEI con STP'),
  {
    key: 'stp_account',
    title: 'STP cuenta',
    namespace: 'stp',
    value: '',
    description: 'Cuenta concentradora STP',
  },
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
  // Shipments (spec 2)
  {
    key: 'nota_label_format',
    title: 'Formato de guía',
    namespace: 'other',
    value: 'letter',
    description: "'letter' (carta) o '4x6' (térmica)",
  },
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
  // Invoicing credentials (spec 3)
  // The issuer (emisor) of the tenant's CFDIs; the CSD's RFC must equal invoicing_rfc.
  text('invoicing_rfc', 'Facturación: RFC emisor', 'RFC con el que la plataforma factura', ''),
  text(
    'invoicing_business_name',
    'Facturación: razón social',
    'Nombre del emisor tal como lo tiene el SAT (sin régimen societario)',
    '',
  ),
  text('invoicing_fiscal_regime', 'Facturación: régimen fiscal', 'Clave c_RegimenFiscal', '601'),
  text(
    'invoicing_postal_code',
    'Facturación: lugar de expedición',
    'Código postal del lugar de expedición',
    '',
  ),
  text('invoicing_serie', 'Facturación: serie', 'Serie de las facturas', 'D'),
  text(
    'invoicing_product_key',
    'Facturación: clave de producto',
    'ClaveProdServ del concepto (servicios de mensajería y paquetería)',
    '78102203',
  ),
  text(
    'invoicing_pac_url',
    'Facturación: URL del PAC',
    'Dirección del servicio SOAP de timbrado (Finkok)',
    '',
  ),
  secret(
    'invoicing_api_key',
    'Facturación: llave del PAC',
    'invoicing',
    'Credencial del proveedor de timbrado',
  ),
  secret(
    'invoicing_api_secret',
    'Facturación: secreto del PAC',
    'invoicing',
    'Credencial del proveedor de timbrado',
  ),
];
