import { registerValidationMessages } from '@despacho/shared';

/** What the shipment area says when a state or a carrier does not allow an action. */
registerValidationMessages({
  'es-MX': {
    'v.shipment_addresses_locked': 'El envío ya tiene guía; sus direcciones no se pueden cambiar',
    'v.shipment_parcel_locked': 'El envío ya tiene guía; su paquete no se puede cambiar',
    'v.shipment_addresses_first': 'Captura primero las direcciones del envío',
    'v.shipment_parcel_first': 'Captura primero el paquete del envío',
    'v.shipment_already_bought': 'Este envío ya tiene guía',
    'v.shipment_purchase_in_progress':
      'La compra de este envío ya está en proceso; espera unos segundos',
    'v.idempotency_key_reused': 'Esa clave de idempotencia ya se usó para otro envío',
    'v.rate_unavailable': 'Esa tarifa ya no está disponible para este envío: {{reason}}',
    'v.rate_not_offered': 'Esa tarifa ya no está disponible para este envío',
    'v.shipment_delete_status': 'Solo se eliminan envíos pendientes o con error',
    'v.shipment_invalid_status': 'El estado del envío no permite esta acción',
    'v.shipment_invalid_step': 'El envío aún no está confirmado',
    'v.shipment_no_label': 'El envío no tiene guía',
    'v.shipment_label_not_today':
      'La cancelación solo se solicita el mismo día en que se creó la guía',
    'v.shipment_label_format': 'Esta guía de la paquetería solo existe en formato {{format}}',
    'v.waybills_exhausted':
      'La paquetería no tiene guías prepagadas disponibles; avisa al administrador',
    'v.carrier_refused': 'La paquetería rechazó la guía: {{reason}}. Te devolvimos {{amount}}.',
    'v.carrier_cancel_refused': 'La paquetería no canceló la guía: {{reason}}',
    'v.pickup_not_offered': 'Esta paquetería no ofrece recolección para este envío',
    'v.pickup_date': 'Elige hoy (antes de las 12:00) o un día hábil próximo',
    'v.pickup_exists': 'Este envío ya tiene una recolección programada',
  },
  en: {
    'v.shipment_addresses_locked': 'The shipment has a label; its addresses cannot change',
    'v.shipment_parcel_locked': 'The shipment has a label; its parcel cannot change',
    'v.shipment_addresses_first': 'Enter the shipment’s addresses first',
    'v.shipment_parcel_first': 'Enter the shipment’s parcel first',
    'v.shipment_already_bought': 'This shipment already has a label',
    'v.shipment_purchase_in_progress': 'This shipment is already being bought; wait a few seconds',
    'v.idempotency_key_reused': 'That idempotency key was already used for another shipment',
    'v.rate_unavailable': 'That rate is no longer available for this shipment: {{reason}}',
    'v.rate_not_offered': 'That rate is no longer available for this shipment',
    'v.shipment_delete_status': 'Only pending or failed shipments can be deleted',
    'v.shipment_invalid_status': 'The shipment’s status does not allow this',
    'v.shipment_invalid_step': 'The shipment is not confirmed yet',
    'v.shipment_no_label': 'The shipment has no label',
    'v.shipment_label_not_today':
      'Cancellation can only be requested on the day the label was created',
    'v.shipment_label_format': 'This carrier label exists only as {{format}}',
    'v.waybills_exhausted': 'The carrier has no prepaid waybills left; tell the administrator',
    'v.carrier_refused': 'The carrier refused the label: {{reason}}. We refunded {{amount}}.',
    'v.carrier_cancel_refused': 'The carrier did not cancel the label: {{reason}}',
    'v.pickup_not_offered': 'This carrier offers no pickup for this shipment',
    'v.pickup_date': 'Choose today (before 12:00) or an upcoming day',
    'v.pickup_exists': 'This shipment already has a scheduled pickup',
  },
});
