import { toDecimalString } from '@despacho/domain';
import { isStaff } from '@despacho/shared';
import type { Transaction, TransactionAccount } from '@despacho/shared';
import type { UserRow } from '../../db/schema';
import { iso } from '../../lib/dates';
import { knownDescriptionCode } from '../ledger/ledger-descriptions';
import type { TransactionView } from './transactions.repository';

export interface TransactionViewer {
  /** Staff see who wrote a row by name; a customer sees only that staff (not the app) did. */
  staff: boolean;
}

export function serializeTransaction(v: TransactionView, viewer: TransactionViewer): Transaction {
  const r = v.row;
  const byPerson = r.createdBy !== null;
  return {
    id: r.id,
    sequential_id: r.sequentialId,
    user_id: r.userId,
    amount: toDecimalString(r.amountCents),
    transaction_type: r.transactionType,
    status: r.status,
    description: r.description,
    description_code: knownDescriptionCode(r.descriptionCode),
    description_params: knownDescriptionCode(r.descriptionCode) ? r.descriptionParams : null,
    created_at: iso(r.createdAt)!,
    created_by: {
      kind: byPerson ? 'user' : 'app',
      id: byPerson && viewer.staff ? r.createdBy : null,
      name:
        byPerson && viewer.staff && v.creator ? `${v.creator.name} ${v.creator.lastName}` : null,
      staff: byPerson && !!v.creator && isStaff(v.creator.userType),
    },
    user: {
      id: v.user.id,
      sequential_id: v.user.sequentialId,
      name: v.user.name,
      last_name: v.user.lastName,
      email: v.user.email,
    },
    shipment: v.shipment
      ? {
          id: v.shipment.id,
          number: v.shipment.number,
          tracking_numbers: v.shipment.trackingNumber ? [v.shipment.trackingNumber] : [],
        }
      : null,
    invoice: v.invoice ? { id: v.invoice.id, status: v.invoice.status } : null,
  };
}

export function serializeAccount(u: UserRow): TransactionAccount {
  return {
    id: u.id,
    sequential_id: u.sequentialId,
    name: u.name,
    last_name: u.lastName,
    email: u.email,
    balance: toDecimalString(u.balanceCents),
    credit_limit: toDecimalString(u.creditLimitCents),
    parent_id: u.parentId,
  };
}
