import { registerValidationMessages } from '@despacho/shared';

/** The invoice area's refusals, worded for the request's language at the edge. */
registerValidationMessages({
  'es-MX': {
    'invoice.disabled': 'La facturación no está activa',
    'invoice.exists': 'Esta transacción ya tiene una factura',
    'invoice.app_transaction': 'Los movimientos hechos por la plataforma no se facturan',
    'invoice.not_cleared': 'Solo se facturan depósitos aplicados',
    'invoice.not_deposit': 'Solo se facturan depósitos',
    'invoice.not_current_month': 'Solo puedes solicitar facturas de depósitos del mes en curso',
    'v.invoice_not_pending': 'Esta factura ya no está pendiente',
    'v.invoice_not_generated': 'Solo se cancelan o descargan facturas emitidas',
    'v.invoice_no_fiscal_data': 'El cliente no tiene datos fiscales registrados',
    'v.invoice_fill_fiscal_data':
      'Registra tus datos fiscales (menú Datos fiscales) antes de solicitar una factura',
    'v.invoice_setting_missing': 'Falta configurar {{setting}} en la facturación',
    'v.invoice_no_csd': 'No hay un certificado de sello digital (CSD) activo',
    'v.invoice_csd_expired': 'El certificado de sello digital (CSD) venció el {{date}}',
    'v.invoice_csd_rfc': 'El CSD es del RFC {{csd}}, no del RFC emisor {{rfc}}',
    'v.invoice_pac_unavailable': 'PAC no disponible, se reintentará',
    'v.invoice_pac_refused': 'El PAC rechazó la factura: {{message}}',
    'v.invoice_replacement_unknown': 'No hay otra factura emitida con ese folio fiscal',
  },
  en: {
    'invoice.disabled': 'Invoicing is not enabled',
    'invoice.exists': 'This transaction already has an invoice',
    'invoice.app_transaction': 'Movements made by the platform are not invoiced',
    'invoice.not_cleared': 'Only cleared deposits are invoiced',
    'invoice.not_deposit': 'Only deposits are invoiced',
    'invoice.not_current_month': 'You can only request invoices for deposits of the current month',
    'v.invoice_not_pending': 'This invoice is no longer pending',
    'v.invoice_not_generated': 'Only issued invoices can be cancelled or downloaded',
    'v.invoice_no_fiscal_data': 'The customer has no fiscal data on file',
    'v.invoice_fill_fiscal_data':
      'Fill in your fiscal data (Fiscal data menu) before requesting an invoice',
    'v.invoice_setting_missing': 'Invoicing setting {{setting}} is missing',
    'v.invoice_no_csd': 'There is no active digital seal certificate (CSD)',
    'v.invoice_csd_expired': 'The digital seal certificate (CSD) expired on {{date}}',
    'v.invoice_csd_rfc': 'The CSD belongs to RFC {{csd}}, not the issuer RFC {{rfc}}',
    'v.invoice_pac_unavailable': 'The PAC is unavailable, it will be retried',
    'v.invoice_pac_refused': 'The PAC refused the invoice: {{message}}',
    'v.invoice_replacement_unknown': 'There is no other issued invoice with that fiscal folio',
  },
});
