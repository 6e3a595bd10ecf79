import { toDecimalString } from '@despacho/domain';
import type { PaymentProof } from '@despacho/shared';
import type { PaymentProofRow, StoredFileRow } from '../../db/schema';
import { iso } from '../../lib/dates';

interface PersonLike {
  id: number;
  name: string;
  lastName: string;
  email: string;
}

const person = (p: PersonLike) => ({
  id: p.id,
  name: `${p.name} ${p.lastName}`.trim(),
  email: p.email,
});

export function serializeProof(
  row: PaymentProofRow,
  owner: PersonLike,
  reviewer: PersonLike | null,
  files: StoredFileRow[],
): PaymentProof {
  return {
    id: row.id,
    user: person(owner),
    amount: toDecimalString(row.amountCents),
    transaction_date: row.transactionDate,
    status: row.status,
    reject_reason: row.rejectReason,
    reviewer: reviewer ? person(reviewer) : null,
    reviewed_at: iso(row.reviewedAt),
    transaction_id: row.transactionId,
    files: files.map((f) => ({
      id: f.id,
      name: f.originalName,
      content_type: f.contentType,
      size: f.byteSize,
    })),
    created_at: iso(row.createdAt)!,
  };
}
