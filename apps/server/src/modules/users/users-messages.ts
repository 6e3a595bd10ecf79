import { registerValidationMessages } from '@despacho/shared';

/** Field messages of the users back office that only the server can decide. */
registerValidationMessages({
  'es-MX': {
    'v.customers_only': 'Solo aplica a cuentas de cliente',
    'v.not_yourself': 'No puedes cambiar tu propio tipo de usuario ni tu estado',
    'v.unconfirmed_user': 'Primero confirma el correo electrónico de este usuario',
    'v.sub_user_self': 'Una cuenta no puede ser subusuario de sí misma',
    'v.sub_user_has_parent': 'Este usuario ya es subusuario de otra cuenta',
    'v.sub_user_already_yours': 'Este usuario ya es subusuario de esta cuenta',
    'v.sub_user_has_children':
      'Este usuario tiene sus propios subusuarios; no puede ser subusuario',
    'v.parent_is_sub_user': 'Un subusuario no puede tener subusuarios',
    'v.sub_user_customers_only': 'Solo las cuentas de cliente pueden tener subusuarios o serlo',
  },
  en: {
    'v.customers_only': 'Applies to customer accounts only',
    'v.not_yourself': 'You cannot change your own user type or status',
    'v.unconfirmed_user': "Confirm this user's e-mail address first",
    'v.sub_user_self': 'An account cannot be its own sub-user',
    'v.sub_user_has_parent': 'This user is already a sub-user of another account',
    'v.sub_user_already_yours': 'This user is already a sub-user of this account',
    'v.sub_user_has_children': 'This user has sub-users of their own and cannot be a sub-user',
    'v.parent_is_sub_user': 'A sub-user cannot have sub-users',
    'v.sub_user_customers_only': 'Only customer accounts can have or be sub-users',
  },
});
