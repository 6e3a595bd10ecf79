import type { TFunction } from 'i18next';
import type { Transaction } from '@despacho/shared';

/**
 * A ledger row's description in the reader's language: rows the product wrote come as a code
 * and its values; staff's typed rows (and rows from before codes) read as stored.
 */
export function transactionDescription(
  t: TFunction,
  tr: Pick<Transaction, 'description' | 'description_code' | 'description_params'>,
): string {
  if (!tr.description_code) return tr.description ?? '';
  return t(`transactions.descriptions.${tr.description_code}`, {
    ...(tr.description_params ?? {}),
    defaultValue: tr.description ?? '',
  });
}
