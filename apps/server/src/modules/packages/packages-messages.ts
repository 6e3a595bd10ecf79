import { registerValidationMessages } from '@despacho/shared';

registerValidationMessages({
  'es-MX': { 'v.package_name_taken': 'Ya tienes un empaque con ese nombre' },
  en: { 'v.package_name_taken': 'You already have a package with that name' },
});
