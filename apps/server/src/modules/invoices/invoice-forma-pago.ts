/**
 * SAT c_FormaPago of a deposit, from how its money came in: a card charge 04 (tarjeta de
 * crédito; the gateways do not say credit or debit), SPEI and bank-transfer proofs 03
 * (transferencia electrónica de fondos), cash at a store 01 (efectivo), PayPal and Mercado Pago
 * wallets or checkouts 06 (dinero electrónico). Anything else (a deposit staff wrote by hand):
 * the receptor's own `payment_form`.
 */
export function formaPagoOf(
  source: { gateway: string; method: string } | 'bank_transfer' | null,
  receptorPaymentForm: string,
): string {
  if (source === 'bank_transfer') return '03';
  if (!source) return receptorPaymentForm;
  switch (source.method) {
    case 'card':
      return '04';
    case 'spei':
      return '03';
    case 'store':
      return '01';
    case 'wallet':
    case 'checkout':
      return '06';
    default:
      return receptorPaymentForm;
  }
}
