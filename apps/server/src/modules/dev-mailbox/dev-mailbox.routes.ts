import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { withTenant } from '../../db/tenant-tx';
import type { TenantRow } from '../../db/schema';
import { tenantBySlug } from '../tenants/tenants.service';
import { renderMailboxPage, type MailboxEntry } from './dev-mailbox.page';
import { recentOutboxEmails } from './dev-mailbox.repository';

async function entries(db: Db, tenant: TenantRow): Promise<MailboxEntry[]> {
  const rows = await withTenant(db, tenant.id, (tx) => recentOutboxEmails(tx, 100));
  return rows.map((r) => ({
    id: r.id,
    tenant: tenant.slug,
    to: r.to,
    subject: r.subject,
    html: r.html,
    text: r.text,
    created_at: r.createdAt.toISOString(),
    body_erased_at: r.bodyErasedAt?.toISOString() ?? null,
  }));
}

/**
 * Demo mode only (never registered in production). JSON under the API prefix for tests and the
 * e2e flows; like every tenant route it needs X-Tenant and shows that tenant's mail only.
 */
export function devMailboxApiRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    app.get(
      '/dev/mailbox',
      { config: { access: 'public' }, schema: { tags: ['dev'], hide: true } },
      async (req) => ({ data: await entries(db, req.ctx.tenant) }),
    );
  };
}

/** The HTML page a person opens to click a confirmation link: `?tenant=` or the default one. */
export function devMailboxPageRoutes(db: Db, defaultTenant: string) {
  return async (app: FastifyInstance) => {
    app.get<{ Querystring: { tenant?: string } }>(
      '/dev/mailbox',
      { schema: { hide: true } },
      async (req, reply) => {
        const slug = String(req.query.tenant ?? defaultTenant).toLowerCase();
        const tenant = /^[a-z0-9-]{1,40}$/.test(slug) ? await tenantBySlug(db, slug) : null;
        reply
          .type('text/html; charset=utf-8')
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'",
          );
        if (!tenant) return reply.status(404).send(renderMailboxPage(slug, null));
        return reply.send(renderMailboxPage(tenant.slug, await entries(db, tenant)));
      },
    );
  };
}
