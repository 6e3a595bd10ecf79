import { registerValidationMessages } from '@despacho/shared';

/** What the pickup area says when a day, a booking or the carrier does not allow it. */
registerValidationMessages({
  'es-MX': {
    'v.pickup_day':
      'La paquetería no recolecta ese día (solo días hábiles; hoy, antes de las 12:00). Días disponibles: {{days}}',
    'v.pickup_no_days': 'La paquetería no tiene días de recolección en los próximos días',
    'v.pickup_not_booked': 'Este envío no tiene una recolección programada',
    'v.pickup_same_schedule': 'La recolección ya está programada ese día y en ese horario',
    'v.pickup_reschedule_refused':
      'La paquetería no reprogramó la recolección: {{reason}}. La recolección anterior sigue programada.',
  },
  en: {
    'v.pickup_day':
      'The carrier does not collect on that day (working days only; today, before 12:00). Available days: {{days}}',
    'v.pickup_no_days': 'The carrier has no pickup days in the coming days',
    'v.pickup_not_booked': 'This shipment has no scheduled pickup',
    'v.pickup_same_schedule': 'The pickup is already scheduled on that day and in that window',
    'v.pickup_reschedule_refused':
      'The carrier did not reschedule the pickup: {{reason}}. The previous pickup is still scheduled.',
  },
});
