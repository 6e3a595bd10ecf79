import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/tenant-tx';
import { lastMailTo } from '../../../test/helpers/mailbox';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { pruneOutboxBodies } from './mail-delivery.service';

async function bodyOf(t: TestApp, to: string) {
  const rows = rowsOf<{ status: string; html: string; text: string; body_erased_at: Date | null }>(
    await t.database.db.execute(
      sql`select status, html, text, body_erased_at from outbox_emails where "to" = ${to} order by id desc limit 1`,
    ),
  );
  return rows[0] ?? null;
}

describe('the outbox keeps no live link for long', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('erases held bodies after a week and any delivered body, while the dev mailbox still shows recent links', async () => {
    for (const email of ['customer@despacho.test', 'operator@despacho.test']) {
      const res = await t.request('POST', api('forgot_password'), { body: { user: { email } } });
      expect(res.status).toBe(200);
    }
    // One held a week ago; one delivered by an older version that kept its body.
    await t.database.db.execute(
      sql`update outbox_emails set created_at = now() - interval '8 days' where "to" = 'customer@despacho.test'`,
    );
    const sent = await t.request('POST', api('forgot_password'), {
      body: { user: { email: 'admin@despacho.test' } },
    });
    expect(sent.status).toBe(200);
    await t.database.db.execute(
      sql`update outbox_emails set status = 'sent', sent_at = now() where "to" = 'admin@despacho.test'`,
    );

    expect(await pruneOutboxBodies({ db: t.database.db, log: t.deps.log })).toBe(2);

    const old = await bodyOf(t, 'customer@despacho.test');
    expect(old).toMatchObject({ status: 'held', html: '', text: '' });
    expect(old!.body_erased_at).not.toBeNull();
    expect(await bodyOf(t, 'admin@despacho.test')).toMatchObject({ html: '', text: '' });
    const recent = await lastMailTo(t, 'operator@despacho.test');
    expect(recent?.text).toMatch(/reset_password_token=/);
    // The dev mailbox page says what happened to an erased one, and still lists the live link.
    const page = await t.request('GET', '/dev/mailbox', { tenant: null });
    expect(page.text).toMatch(/reset_password_token=/);
    expect(page.text).toMatch(/Contenido borrado/);
    // Running again finds nothing more to erase.
    expect(await pruneOutboxBodies({ db: t.database.db, log: t.deps.log })).toBe(0);
  });
});
