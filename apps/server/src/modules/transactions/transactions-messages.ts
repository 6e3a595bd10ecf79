import { registerValidationMessages } from '@despacho/shared';

/** What the transactions area says when the ledger or the account refuses a movement. */
registerValidationMessages({
  'es-MX': {
    'v.withdraw_exceeds_balance':
      'El retiro es mayor que el saldo disponible de la cuenta ({{available}})',
    'v.transaction_sub_user':
      'Es una subcuenta: su saldo es el de la cuenta principal ({{email}}); registra el movimiento ahí',
  },
  en: {
    'v.withdraw_exceeds_balance':
      'The withdrawal is more than the account’s available balance ({{available}})',
    'v.transaction_sub_user':
      'This is a sub-user: its balance is the main account’s ({{email}}); record the movement there',
  },
});
