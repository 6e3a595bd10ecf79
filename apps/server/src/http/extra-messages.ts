import { registerValidationMessages } from '@despacho/shared';

/** Field messages only the server words (token and referral checks need the database). */
registerValidationMessages({
  'es-MX': {
    'v.token_invalid': 'El enlace no es válido, ya se usó o expiró',
    'v.referral_unknown': 'El código de referido no existe',
  },
  en: {
    'v.token_invalid': 'The link is not valid, was already used or has expired',
    'v.referral_unknown': 'The referral code does not exist',
  },
});
