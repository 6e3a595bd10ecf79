import { registerValidationMessages } from '@despacho/shared';

/** Field messages of OpenPay's card refusals (error_code 2xxx/3xxx), in both languages. */
registerValidationMessages({
  'es-MX': {
    'v.card_declined': 'La tarjeta fue rechazada; usa otra tarjeta',
    'v.card_expired': 'La tarjeta está vencida',
    'v.card_insufficient_funds': 'La tarjeta no tiene fondos suficientes',
    'v.card_reported': 'La tarjeta fue reportada como robada o extraviada',
    'v.card_fraud': 'El banco rechazó el cargo por sospecha de fraude',
    'v.card_invalid': 'Los datos de la tarjeta no son válidos; revísalos',
    'v.card_token_invalid': 'No pudimos registrar la tarjeta; captúrala de nuevo',
  },
  en: {
    'v.card_declined': 'The card was declined; please use another card',
    'v.card_expired': 'The card has expired',
    'v.card_insufficient_funds': 'The card has insufficient funds',
    'v.card_reported': 'The card was reported stolen or lost',
    'v.card_fraud': 'The bank declined the charge as suspected fraud',
    'v.card_invalid': 'The card details are not valid; please check them',
    'v.card_token_invalid': 'We could not register the card; please enter it again',
  },
});

/** OpenPay's card error codes → our field message keys; other codes are not the card's fault. */
export function cardRefusal(issue: string | undefined): string | null {
  switch (issue) {
    case '3001':
    case '3009':
    case '3010':
    case '3011':
      return 'v.card_declined';
    case '3002':
    case '2005':
      return 'v.card_expired';
    case '3003':
      return 'v.card_insufficient_funds';
    case '3004':
      return 'v.card_reported';
    case '3005':
      return 'v.card_fraud';
    case '2004':
    case '2006':
    case '2009':
    case '1001':
      return 'v.card_invalid';
    case '1005':
      return 'v.card_token_invalid';
    default:
      return issue?.startsWith('30') ? 'v.card_declined' : null;
  }
}
