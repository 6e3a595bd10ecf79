import { DEFAULT_TIME_ZONE } from '@despacho/shared';
import { localMonthKey } from '../time/zoned-time';
import { allow, deny, type RuleResult } from './rule-result';

export interface InvoiceableTransaction {
  readonly transaction_type: 'deposit' | 'withdraw';
  readonly status: 'cleared' | 'pending' | 'rejected';
  readonly created_by: string | null;
  readonly created_at: Date;
  readonly has_invoice: boolean;
}

export type InvoiceReason =
  | 'invoice.disabled'
  | 'invoice.exists'
  | 'invoice.app_transaction'
  | 'invoice.not_cleared'
  | 'invoice.not_deposit'
  | 'invoice.not_current_month';

export interface InvoiceRuleOptions {
  readonly invoicing: string | boolean | undefined;
  /** The my-transactions screen also limits requests to the current tenant-local month. */
  readonly ownTransactions?: boolean;
  readonly now?: Date;
  readonly timeZone?: string;
}

/** Spec 3 §4: who may ask for an invoice on a transaction. */
export function canRequestInvoice(
  tx: InvoiceableTransaction,
  opts: InvoiceRuleOptions,
): RuleResult<InvoiceReason> {
  if (!(opts.invoicing === '1' || opts.invoicing === true)) return deny('invoice.disabled');
  if (tx.has_invoice) return deny('invoice.exists');
  if (tx.created_by === 'app') return deny('invoice.app_transaction');
  if (tx.status !== 'cleared') return deny('invoice.not_cleared');
  if (tx.transaction_type !== 'deposit') return deny('invoice.not_deposit');
  if (opts.ownTransactions) {
    if (!opts.now) throw new Error('canRequestInvoice: ownTransactions needs now');
    const tz = opts.timeZone ?? DEFAULT_TIME_ZONE;
    if (localMonthKey(tx.created_at, tz) !== localMonthKey(opts.now, tz))
      return deny('invoice.not_current_month');
  }
  return allow();
}
