import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { notices } from './notices';
import { tenantId } from './tenant-column';
import { users } from './users';

/** A user closed a notice on their dashboard; it stays closed for them only. */
export const noticeDismissals = pgTable(
  'notice_dismissals',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.noticeId] })],
);
