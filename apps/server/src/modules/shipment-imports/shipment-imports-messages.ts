import { registerValidationMessages } from '@despacho/shared';

/** What the shipment import says about a file and its rows (worded in the importer's language). */
registerValidationMessages({
  'es-MX': {
    'v.shipment_import_type':
      'Sube un archivo de Excel (.xlsx) o CSV (UTF-8); este archivo no lo es',
    'v.shipment_import_corrupt': 'El archivo de Excel está dañado o no se puede leer',
    'v.shipment_import_too_large': 'El archivo es demasiado grande (máximo 50 MB)',
    'v.shipment_import_empty': 'El archivo está vacío',
    'v.shipment_import_headings_missing': 'Faltan columnas obligatorias: {{columns}}',
    'v.shipment_import_headings_unknown':
      'No reconocemos estas columnas: {{columns}}. Usa los encabezados del archivo de ejemplo',
    'v.shipment_import_no_rows': 'El archivo no tiene filas para importar',
    'v.shipment_import_too_many_rows':
      'El archivo tiene más de {{max}} filas; divídelo en varios archivos',
    'v.shipment_import_failed': 'No pudimos terminar la importación; inténtalo de nuevo',
    'v.shipment_import_interrupted':
      'La importación se interrumpió; las filas ya procesadas se crearon. Revisa tus envíos antes de subir el archivo otra vez',
    'v.shipment_import_country_unknown': 'No encontramos el país "{{name}}" en el catálogo',
    'v.shipment_import_origin_alias_unknown':
      'No tienes una dirección guardada con el alias "{{alias}}"',
    'v.shipment_import_origin_alias_incomplete':
      'La dirección guardada "{{alias}}" está incompleta ({{fields}}); complétala en Direcciones',
    'v.shipment_import_package_unknown': 'No tienes un paquete guardado llamado "{{name}}"',
  },
  en: {
    'v.shipment_import_type': 'Upload an Excel (.xlsx) or CSV (UTF-8) file; this file is neither',
    'v.shipment_import_corrupt': 'The Excel file is damaged or cannot be read',
    'v.shipment_import_too_large': 'The file is too large (50 MB at most)',
    'v.shipment_import_empty': 'The file is empty',
    'v.shipment_import_headings_missing': 'Required columns are missing: {{columns}}',
    'v.shipment_import_headings_unknown':
      'We do not recognise these columns: {{columns}}. Use the headings of the example file',
    'v.shipment_import_no_rows': 'The file has no rows to import',
    'v.shipment_import_too_many_rows':
      'The file has more than {{max}} rows; split it into several files',
    'v.shipment_import_failed': 'We could not finish the import; try again',
    'v.shipment_import_interrupted':
      'The import was interrupted; the rows already processed were created. Check your shipments before uploading the file again',
    'v.shipment_import_country_unknown':
      'We could not find the country "{{name}}" in the catalogue',
    'v.shipment_import_origin_alias_unknown':
      'You have no saved address with the alias "{{alias}}"',
    'v.shipment_import_origin_alias_incomplete':
      'The saved address "{{alias}}" is incomplete ({{fields}}); complete it in Addresses',
    'v.shipment_import_package_unknown': 'You have no saved package named "{{name}}"',
  },
});
