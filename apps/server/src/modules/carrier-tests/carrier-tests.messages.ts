import { registerValidationMessages } from '@despacho/shared';

/** The test-connections screen's messages (spec 3 §5: "XML file required (.xml)"). */
registerValidationMessages({
  'es-MX': {
    'v.test_xml_required': 'Prueba de conexión: se requiere un archivo XML (.xml)',
    'v.test_xml_too_large': 'Prueba de conexión: el archivo XML pasa de 256 KB',
    'v.test_xml_doctype': 'Prueba de conexión: el XML no puede traer DOCTYPE ni entidades',
    'v.test_connection_unsupported': 'Este proveedor no tiene prueba de conexión',
    'v.test_xml_unsupported': 'Este proveedor no tiene prueba de conexión con XML',
  },
  en: {
    'v.test_xml_required': 'Test connection: XML file required (.xml)',
    'v.test_xml_too_large': 'Test connection: the XML file is over 256 KB',
    'v.test_xml_doctype': 'Test connection: the XML may not carry a DOCTYPE or entities',
    'v.test_connection_unsupported': 'This provider has no connection test',
    'v.test_xml_unsupported': 'This provider has no XML connection test',
  },
});
