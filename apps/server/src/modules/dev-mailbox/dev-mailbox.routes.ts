import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { renderMailboxPage, type MailboxEntry } from './dev-mailbox.page';
import { recentOutboxEmails } from './dev-mailbox.repository';

async function entries(db: Db): Promise<MailboxEntry[]> {
  const rows = await recentOutboxEmails(db, 100);
  return rows.map((r) => ({
    id: r.id,
    tenant: r.tenant,
    to: r.to,
    subject: r.subject,
    html: r.html,
    text: r.text,
    created_at: r.createdAt.toISOString(),
  }));
}

/** JSON under the API prefix (for tests and the e2e flows). */
export function devMailboxApiRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    app.get(
      '/dev/mailbox',
      { config: { tenant: false, access: 'public' }, schema: { tags: ['dev'], hide: true } },
      async () => ({ data: await entries(db) }),
    );
  };
}

/** The HTML page a person opens to click a confirmation link. */
export function devMailboxPageRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    app.get('/dev/mailbox', { schema: { hide: true } }, async (_req, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'",
        )
        .send(renderMailboxPage(await entries(db))),
    );
  };
}
