import { registerValidationMessages } from '@despacho/shared';

/** Field messages only the server words (token and referral checks need the database). */
registerValidationMessages({
  'es-MX': {
    'v.token_invalid': 'El enlace no es válido, ya se usó o expiró',
    'v.referral_unknown': 'El código de referido no existe',
    'v.control_characters': 'Contiene caracteres no permitidos',
    'v.postal_code_unknown': 'No encontramos ese código postal; revísalo',
  },
  en: {
    'v.token_invalid': 'The link is not valid, was already used or has expired',
    'v.referral_unknown': 'The referral code does not exist',
    'v.control_characters': 'Contains characters that are not allowed',
    'v.postal_code_unknown': 'We could not find that postal code; please check it',
  },
});
