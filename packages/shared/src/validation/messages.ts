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
    'v.rfc': 'El RFC no tiene un formato válido',
    'v.account_number': 'El número de cuenta debe tener entre 6 y 20 dígitos',
    'v.unknown_field': 'Campo no permitido',
    'v.invalid_order': 'Orden no válido',
    'v.answer_required': 'Selecciona una respuesta',
    'v.taken': 'Ya está en uso',
    'v.current_password': 'La contraseña actual no es correcta',
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
    'v.rfc': 'The RFC format is not valid',
    'v.account_number': 'The account number must have 6 to 20 digits',
    'v.unknown_field': 'Field not allowed',
    'v.invalid_order': 'Invalid order',
    'v.answer_required': 'Choose an answer',
    'v.taken': 'Already in use',
    'v.current_password': 'The current password is not correct',
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
