import { registerValidationMessages } from '@despacho/shared';

/** Why a CSD upload is refused (keys `v.csd_<code>` of CsdRefusalCode). */
registerValidationMessages({
  'es-MX': {
    'v.csd_certificate_unreadable':
      'El archivo no es un certificado válido; sube el archivo .cer que te entregó el SAT',
    'v.csd_certificate_not_rsa': 'El certificado no usa una llave RSA, como los que emite el SAT',
    'v.csd_certificate_not_sat': 'El certificado no fue emitido por el SAT',
    'v.csd_certificate_is_fiel':
      'Este certificado es de tu e.firma (FIEL), no un Certificado de Sello Digital (CSD); tramita tu CSD en CertiSAT y súbelo aquí',
    'v.csd_rfc_mismatch':
      'El certificado es del RFC {{rfc}}, pero el RFC emisor configurado es {{expectedRfc}}',
    'v.csd_certificate_not_yet_valid':
      'El certificado todavía no es vigente: empieza a valer el {{validFrom}}',
    'v.csd_certificate_expired':
      'El certificado venció el {{validTo}}; tramita un CSD nuevo en CertiSAT',
    'v.csd_key_unreadable':
      'El archivo no es una llave privada válida; sube el archivo .key que acompaña a tu certificado',
    'v.csd_wrong_password': 'La contraseña de la llave privada no es correcta',
    'v.csd_key_mismatch': 'La llave privada no corresponde a este certificado',
  },
  en: {
    'v.csd_certificate_unreadable':
      'The file is not a valid certificate; upload the .cer file SAT gave you',
    'v.csd_certificate_not_rsa': 'The certificate does not use an RSA key like the ones SAT issues',
    'v.csd_certificate_not_sat': 'The certificate was not issued by SAT',
    'v.csd_certificate_is_fiel':
      'This is your e.firma (FIEL) certificate, not a digital seal certificate (CSD); request your CSD in CertiSAT and upload it here',
    'v.csd_rfc_mismatch':
      'The certificate belongs to RFC {{rfc}}, but the configured issuing RFC is {{expectedRfc}}',
    'v.csd_certificate_not_yet_valid':
      'The certificate is not valid yet: it becomes valid on {{validFrom}}',
    'v.csd_certificate_expired':
      'The certificate expired on {{validTo}}; request a new CSD in CertiSAT',
    'v.csd_key_unreadable':
      'The file is not a valid private key; upload the .key file that came with your certificate',
    'v.csd_wrong_password': 'The private key password is not correct',
    'v.csd_key_mismatch': 'The private key does not belong to this certificate',
  },
});
