import {
  isTransactionDescriptionCode,
  type Locale,
  type TransactionDescriptionCode,
  type TransactionDescriptionParams,
} from '@despacho/shared';

type Wording = (p: TransactionDescriptionParams) => string;

/**
 * How each product-written ledger row reads (the web app words the same codes from its i18n
 * texts). The Spanish one is also stored in `description`, for readers that know no codes.
 */
const WORDS: Record<TransactionDescriptionCode, Record<Locale, Wording>> = {
  label_purchase: {
    'es-MX': (p) => `Guía del envío ${p.shipment}`,
    en: (p) => `Label for shipment ${p.shipment}`,
  },
  own_agreement_fee: {
    'es-MX': (p) => `Tarifa de acuerdo propio, guía del envío ${p.shipment}`,
    en: (p) => `Own agreement fee, label for shipment ${p.shipment}`,
  },
  label_refund: {
    'es-MX': (p) => `Reembolso de la guía del envío ${p.shipment}`,
    en: (p) => `Refund of the label for shipment ${p.shipment}`,
  },
  cancellation_refund: {
    'es-MX': (p) => `Reembolso por cancelación del envío ${p.shipment}`,
    en: (p) => `Refund for cancelling shipment ${p.shipment}`,
  },
  overweight_charge: {
    'es-MX': (p) => `Sobrepeso del envío ${p.shipment} (${p.kilos} kg)`,
    en: (p) => `Overweight on shipment ${p.shipment} (${p.kilos} kg)`,
  },
  overweight_refund: {
    'es-MX': (p) => `Reembolso de sobrepeso del envío ${p.shipment}`,
    en: (p) => `Overweight refund for shipment ${p.shipment}`,
  },
  payment_wallet: { 'es-MX': () => 'Abono con PayPal', en: () => 'Top-up with PayPal' },
  payment_card: { 'es-MX': () => 'Abono con tarjeta', en: () => 'Top-up by card' },
  payment_spei: { 'es-MX': () => 'Abono por SPEI', en: () => 'Top-up by SPEI transfer' },
  payment_store: { 'es-MX': () => 'Abono en tienda', en: () => 'Top-up paid at a store' },
  payment_checkout: {
    'es-MX': () => 'Abono con Mercado Pago',
    en: () => 'Top-up with Mercado Pago',
  },
  bank_transfer_proof: {
    'es-MX': () => 'Transferencia bancaria (comprobante)',
    en: () => 'Bank transfer (proof of payment)',
  },
  demo_opening_balance: {
    'es-MX': () => 'Saldo inicial de demostración',
    en: () => 'Demo opening balance',
  },
};

/** What a posting stores for a product-written row: the code, its values and the Spanish text. */
export interface CodedDescription {
  description: string;
  descriptionCode: TransactionDescriptionCode;
  descriptionParams: TransactionDescriptionParams;
}

export function codedDescription(
  code: TransactionDescriptionCode,
  params: TransactionDescriptionParams = {},
): CodedDescription {
  return {
    description: WORDS[code]['es-MX'](params),
    descriptionCode: code,
    descriptionParams: params,
  };
}

/** A stored row in the reader's language; a row with no (known) code reads as stored. */
export function describeTransaction(
  row: {
    description: string | null;
    descriptionCode: string | null;
    descriptionParams: TransactionDescriptionParams | null;
  },
  locale: Locale,
): string {
  if (!isTransactionDescriptionCode(row.descriptionCode)) return row.description ?? '';
  return WORDS[row.descriptionCode][locale](row.descriptionParams ?? {});
}

/** The code as the contract sends it: one this version does not know is left to the text. */
export const knownDescriptionCode = (code: string | null): TransactionDescriptionCode | null =>
  isTransactionDescriptionCode(code) ? code : null;
