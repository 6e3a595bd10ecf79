import type { Notice } from '@despacho/shared';
import type { NoticeRow } from '../../db/schema';
import { iso } from '../../lib/dates';

/** `today` is the tenant's calendar date (YYYY-MM-DD): a notice expires by its calendar. */
export function serializeNotice(n: NoticeRow, today: string): Notice {
  return {
    id: n.id,
    title: n.title,
    description: n.description,
    notice_type: n.noticeType as Notice['notice_type'],
    status: n.status as Notice['status'],
    expires_at: n.expiresAt,
    expired: n.expiresAt !== null && n.expiresAt < today,
    created_at: iso(n.createdAt)!,
    updated_at: iso(n.updatedAt)!,
  };
}
