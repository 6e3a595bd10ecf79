import { desc } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { outboxEmails } from '../../db/schema';

/** The tenant's newest outbox e-mails; runs inside withTenant, so another tenant's stay hidden. */
export function recentOutboxEmails(tx: Tx, limit: number) {
  return tx
    .select()
    .from(outboxEmails)
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(limit);
}
