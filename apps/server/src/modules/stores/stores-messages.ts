import { registerValidationMessages } from '@despacho/shared';

registerValidationMessages({
  'es-MX': {
    'v.store_app_unconfigured':
      'La plataforma aún no ha configurado la app de {{provider}}; pide a tu proveedor de envíos que la configure',
    'v.store_shop_invalid': 'No es una dirección de tienda válida',
    'v.store_oauth_state_unknown':
      'Esta autorización no corresponde a ninguna conexión en curso; vuelve a conectar la tienda',
    'v.store_oauth_state_used':
      'Esta autorización ya se usó; si la tienda no quedó conectada, vuelve a conectarla',
    'v.store_oauth_state_expired':
      'La autorización tardó más de 10 minutos y caducó; vuelve a conectar la tienda',
    'v.store_oauth_shop_mismatch': 'La tienda que autorizó no es la que estabas conectando',
    'v.store_oauth_forged': 'La firma de la respuesta de la tienda no es válida',
    'v.store_oauth_refused': 'La tienda no aceptó la autorización: {{reason}}',
    'v.store_not_oauth': 'Esta tienda se conecta con su llave y secreto, no con autorización',
    'v.store_unreachable': 'No pudimos comunicarnos con la tienda: {{reason}}',
    'v.store_credentials_refused':
      'La tienda no aceptó la llave o el secreto. La tienda dijo: {{reason}}',
    'v.store_request_refused': 'La tienda rechazó la conexión. La tienda dijo: {{reason}}',
    'v.store_not_connected': 'La tienda no está conectada; vuelve a autorizarla',
    'v.fulfilment_no_label': 'El envío aún no tiene guía, no hay nada que enviar a la tienda',
    'v.fulfilment_no_store': 'Este envío no viene de un pedido de tienda',
  },
  en: {
    'v.store_app_unconfigured':
      'The platform has not configured its {{provider}} app yet; ask your shipping provider to set it up',
    'v.store_shop_invalid': 'Not a valid store address',
    'v.store_oauth_state_unknown':
      'This authorization matches no connection in progress; connect the store again',
    'v.store_oauth_state_used':
      'This authorization was already used; if the store is not connected, connect it again',
    'v.store_oauth_state_expired':
      'The authorization took more than 10 minutes and expired; connect the store again',
    'v.store_oauth_shop_mismatch': 'The store that authorized is not the one you were connecting',
    'v.store_oauth_forged': "The store's answer has an invalid signature",
    'v.store_oauth_refused': 'The store did not accept the authorization: {{reason}}',
    'v.store_not_oauth': 'This store connects with its key and secret, not by authorization',
    'v.store_unreachable': 'We could not reach the store: {{reason}}',
    'v.store_credentials_refused':
      'The store did not accept the key or secret. The store said: {{reason}}',
    'v.store_request_refused': 'The store refused the connection. The store said: {{reason}}',
    'v.store_not_connected': 'The store is not connected; authorize it again',
    'v.fulfilment_no_label': 'The shipment has no label yet; there is nothing to send to the store',
    'v.fulfilment_no_store': 'This shipment does not come from a store order',
  },
});
