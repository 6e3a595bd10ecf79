import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxEmails, tenants } from '../../db/schema';

/** Across tenants on the owner connection: the dev mailbox is a development tool, not tenant work. */
export function recentOutboxEmails(db: Db, limit: number) {
  return db
    .select({
      id: outboxEmails.id,
      tenant: tenants.slug,
      to: outboxEmails.to,
      subject: outboxEmails.subject,
      html: outboxEmails.html,
      text: outboxEmails.text,
      createdAt: outboxEmails.createdAt,
    })
    .from(outboxEmails)
    .innerJoin(tenants, eq(tenants.id, outboxEmails.tenantId))
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(limit);
}
