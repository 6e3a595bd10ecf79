import type { Words } from './report-definition';

const w = (es: string, en: string): Words => ({ 'es-MX': es, en });

/** The words cells use for the product's codes (the web app's own wording). */
export const SHIPMENT_STATUS_WORDS: Record<string, Words> = {
  pending: w('Pendiente', 'Pending'),
  success: w('Generado', 'Labelled'),
  error: w('Con error', 'Error'),
  canceled: w('Cancelado', 'Canceled'),
  pending_cancellation: w('Cancelación solicitada', 'Cancellation requested'),
  delivered: w('Entregado', 'Delivered'),
};

export const SHIPMENT_SOURCE_WORDS: Record<string, Words> = {
  system: w('Sistema', 'System'),
  app: w('Aplicación', 'App'),
  shopify: w('Shopify', 'Shopify'),
  woocommerce: w('WooCommerce', 'WooCommerce'),
  manual: w('Manual', 'Manual'),
};

export const USER_TYPE_WORDS: Record<string, Words> = {
  customer: w('Cliente', 'Customer'),
  operator: w('Operador', 'Operator'),
  admin: w('Administrador', 'Administrator'),
  main_admin: w('Administrador principal', 'Main administrator'),
  developer: w('Desarrollador', 'Developer'),
};

export const STATUS_WORDS: Record<string, Words> = {
  active: w('Activo', 'Active'),
  inactive: w('Inactivo', 'Inactive'),
  suspended: w('Suspendido', 'Suspended'),
  pending: w('Pendiente', 'Pending'),
};

export const TRANSACTION_TYPE_WORDS: Record<string, Words> = {
  deposit: w('Depósito', 'Deposit'),
  withdraw: w('Retiro', 'Withdrawal'),
};

export const TRANSACTION_STATUS_WORDS: Record<string, Words> = {
  cleared: w('Aplicado', 'Cleared'),
  pending: w('Pendiente', 'Pending'),
  rejected: w('Rechazado', 'Rejected'),
};

export const INVOICE_STATUS_WORDS: Record<string, Words> = {
  pending: w('Solicitada', 'Requested'),
  rejected: w('Rechazada', 'Rejected'),
  stamping: w('Timbrando', 'Stamping'),
  generated: w('Generada', 'Generated'),
  cancelled: w('Cancelada', 'Cancelled'),
};

export const INSURANCE_TYPE_WORDS: Record<string, Words> = {
  none: w('Sin seguro', 'None'),
  internal: w('Interno', 'Internal'),
  provider: w('Del proveedor', 'Provider'),
};

export const ENVIRONMENT_WORDS: Record<string, Words> = {
  sandbox: w('Pruebas', 'Sandbox'),
  production: w('Producción', 'Production'),
};

export const SYSTEM_WORD = w('Sistema', 'System');
