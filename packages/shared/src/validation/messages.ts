import type { Locale } from '../constants';

/**
 * Validation messages, keyed `v.*`. Schemas carry the key; the server words it for the request's
 * Accept-Language and the web app for the user's language, both through `issueMessage`.
 * `{{min}}`/`{{max}}` come from the failing rule.
 */
export const VALIDATION_MESSAGES = {
  'es-MX': {
    'v.required': 'Este campo es obligatorio',
    'v.invalid_type': 'El valor no tiene el tipo esperado',
    'v.invalid_value': 'El valor no es válido',
    'v.max_length': 'Máximo {{max}} caracteres',
    'v.min_length': 'Mínimo {{min}} caracteres',
    'v.too_small': 'Debe ser mayor o igual a {{min}}',
    'v.too_big': 'Debe ser menor o igual a {{max}}',
    'v.email': 'Por favor, introduce una dirección de correo electrónico válida',
    'v.phone': 'El teléfono debe tener 10 dígitos',
    'v.password_confirmation': 'Las contraseñas no coinciden',
    'v.password_length': 'La contraseña debe tener entre 8 y 35 caracteres',
    'v.number': 'Debe ser un número válido',
    'v.integer': 'Debe ser un número entero',
    'v.money': 'Debe ser un importe con máximo 2 decimales',
    'v.date': 'Debe ser una fecha válida (AAAA-MM-DD)',
    'v.url': 'Debe ser una URL válida (https://…)',
    'v.color': 'Debe ser un color hexadecimal (#RRGGBB)',
    'v.slug': 'Solo minúsculas, números y guiones (3 a 40)',
    'v.clabe': 'La CLABE debe tener 18 dígitos',
    'v.clabe_check_digit': 'La CLABE no es válida: revisa los dígitos (el verificador no coincide)',
    'v.rfc': 'El RFC no tiene un formato válido',
    'v.account_number': 'El número de cuenta debe tener entre 6 y 20 dígitos',
    'v.unknown_field': 'Campo no permitido',
    'v.invalid_order': 'Orden no válido',
    'v.answer_required': 'Selecciona una respuesta',
    'v.taken': 'Ya está en uso',
    'v.current_password': 'La contraseña actual no es correcta',
    // Issue 3 §5: shipments, money and back-office forms.
    'v.reference_too_long': 'La referencia no puede exceder {{max}} caracteres',
    'v.postal_code_mx': 'El código postal de México debe tener 5 dígitos',
    'v.phone_national': 'El teléfono no es válido para el código de país elegido',
    'v.calling_code': 'El código de país no es válido',
    'v.nameRequired': 'El nombre es obligatorio',
    'v.nameMinLength': 'El nombre debe tener al menos {{min}} caracteres',
    'v.nameMaxLength': 'El nombre no puede exceder {{max}} caracteres',
    'v.invalidShopUrl': 'La tienda ya está conectada',
    'v.file_required': 'Selecciona un archivo',
    'v.file_type': 'Tipo de archivo no válido',
    'v.digits': 'Solo se permiten dígitos',
    'v.estafeta_range': 'El rango debe tener 3 dígitos',
    'v.estafeta_account': 'La cuenta debe tener 7 dígitos',
    'v.estafeta_agent': 'El agente debe tener 3 dígitos',
    'v.package_dimensions': 'Formato: largo x ancho x alto x peso (p. ej. 30x20x10x1)',
    'v.minimumZonesError': 'Selecciona al menos 2 zonas',
    'v.minimumCountryError': 'Selecciona al menos 1 país',
    'v.servicesError': 'Selecciona al menos un servicio',
    'v.carrier_limit': 'El límite debe ser mayor que el número actual de envíos ({{min}})',
    'v.price_required': 'El precio es requerido',
    'v.price_min': 'El precio debe ser mayor o igual a 0',
    'v.price_step': 'El precio admite como máximo 2 decimales',
    'v.card_number': 'El número de tarjeta no es válido',
    'v.card_month': 'El mes debe estar entre 01 y 12',
    'v.card_year': 'El año no es válido',
    'v.cvv': 'El código de seguridad debe tener 3 o 4 dígitos',
    'v.card_required': 'Selecciona una tarjeta',
    'v.rfc_curp': 'Debe ser un RFC o una CURP válidos',
    'v.date_in_future': 'La fecha no puede ser posterior a hoy',
    'v.date_range': 'La fecha final debe ser igual o posterior a la inicial',
    'v.user_not_found': 'Usuario no encontrado!',
    'v.time': 'Debe ser una hora válida (HH:MM)',
    'v.week_days': 'Selecciona al menos un día',
  },
  en: {
    'v.required': 'This field is required',
    'v.invalid_type': 'The value has the wrong type',
    'v.invalid_value': 'The value is not valid',
    'v.max_length': 'At most {{max}} characters',
    'v.min_length': 'At least {{min}} characters',
    'v.too_small': 'Must be greater than or equal to {{min}}',
    'v.too_big': 'Must be less than or equal to {{max}}',
    'v.email': 'Please enter a valid email address',
    'v.phone': 'The phone must have 10 digits',
    'v.password_confirmation': 'Passwords do not match',
    'v.password_length': 'The password must be 8 to 35 characters long',
    'v.number': 'Must be a valid number',
    'v.integer': 'Must be a whole number',
    'v.money': 'Must be an amount with at most 2 decimals',
    'v.date': 'Must be a valid date (YYYY-MM-DD)',
    'v.url': 'Must be a valid URL (https://…)',
    'v.color': 'Must be a hex colour (#RRGGBB)',
    'v.slug': 'Lowercase letters, digits and hyphens only (3 to 40)',
    'v.clabe': 'The CLABE must have 18 digits',
    'v.clabe_check_digit':
      'The CLABE is not valid: check the digits (the check digit does not match)',
    'v.rfc': 'The RFC format is not valid',
    'v.account_number': 'The account number must have 6 to 20 digits',
    'v.unknown_field': 'Field not allowed',
    'v.invalid_order': 'Invalid order',
    'v.answer_required': 'Choose an answer',
    'v.taken': 'Already in use',
    'v.current_password': 'The current password is not correct',
    // Issue 3 §5: shipments, money and back-office forms.
    'v.reference_too_long': 'The reference may not exceed {{max}} characters',
    'v.postal_code_mx': 'A Mexican postal code must have 5 digits',
    'v.phone_national': 'The phone is not valid for the chosen country code',
    'v.calling_code': 'The country code is not valid',
    'v.nameRequired': 'The name is required',
    'v.nameMinLength': 'The name must be at least {{min}} characters long',
    'v.nameMaxLength': 'The name may not exceed {{max}} characters',
    'v.invalidShopUrl': 'This store is already connected',
    'v.file_required': 'Choose a file',
    'v.file_type': 'Invalid file type!',
    'v.digits': 'Only digits are allowed',
    'v.estafeta_range': 'The range must have 3 digits',
    'v.estafeta_account': 'The account must have 7 digits',
    'v.estafeta_agent': 'The agent must have 3 digits',
    'v.package_dimensions': 'Format: length x width x height x weight (e.g. 30x20x10x1)',
    'v.minimumZonesError': 'Choose at least 2 zones',
    'v.minimumCountryError': 'Choose at least 1 country',
    'v.servicesError': 'Choose at least one service',
    'v.carrier_limit': 'The limit must be greater than the current shipment count ({{min}})',
    'v.price_required': 'The price is required',
    'v.price_min': 'The price must be greater than or equal to 0',
    'v.price_step': 'The price allows at most 2 decimals',
    'v.card_number': 'The card number is not valid',
    'v.card_month': 'The month must be between 01 and 12',
    'v.card_year': 'The year is not valid',
    'v.cvv': 'The security code must have 3 or 4 digits',
    'v.card_required': 'Choose a card',
    'v.rfc_curp': 'Must be a valid RFC or CURP',
    'v.date_in_future': 'The date cannot be later than today',
    'v.date_range': 'The end date must be on or after the start date',
    'v.user_not_found': 'User not found!',
    'v.time': 'Must be a valid time (HH:MM)',
    'v.week_days': 'Choose at least one day',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type ValidationKey = keyof (typeof VALIDATION_MESSAGES)['en'];

/** Words a key (with its parameters) in a locale; unknown keys are returned as they are. */
export function validationText(
  key: string,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  const catalogue = VALIDATION_MESSAGES[locale] as Record<string, string>;
  const text = catalogue[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Merges more message keys into the catalogue (each feature's schemas register their own). */
export function registerValidationMessages(extra: Record<Locale, Record<string, string>>): void {
  for (const locale of Object.keys(extra) as Locale[]) {
    Object.assign(VALIDATION_MESSAGES[locale] as Record<string, string>, extra[locale]);
  }
}
