import { registerValidationMessages } from '@despacho/shared';

/** Messages of the address import that only the server words. */
registerValidationMessages({
  'es-MX': {
    'v.import_too_many': 'El archivo tiene demasiadas filas (máximo {{max}})',
    'v.country_unknown': 'no encontramos el país "{{name}}" en el catálogo',
    'v.import_header':
      'La primera fila debe llevar los encabezados del ejemplo; no reconocemos: {{columns}}',
  },
  en: {
    'v.import_too_many': 'The file has too many rows (at most {{max}})',
    'v.country_unknown': 'we could not find the country "{{name}}" in the catalogue',
    'v.import_header': "The first row must hold the example's headers; we do not know: {{columns}}",
  },
});
