import type { TFunction } from 'i18next';
import type { Severity } from '../../components/notifications/notifications-context';
import type { SyncReply } from '@despacho/shared';

/** One line per store ("shop: 3 created, 1 skipped" or its error), for the notice after a sync;
 * any store that could not be read makes the notice a warning. */
export function syncSummary(
  t: TFunction,
  reply: SyncReply,
): { message: string; severity: Severity } {
  if (reply.data.length === 0) return { message: t('stores.sync.none'), severity: 'info' };
  const lines = reply.data.map((r) =>
    r.error
      ? t('stores.sync.failedLine', { shop: r.shop, error: r.error })
      : t('stores.sync.line', {
          shop: r.shop,
          created: t('stores.sync.created', { count: r.created }),
          skipped: t('stores.sync.skipped', { count: r.skipped }),
        }),
  );
  const failed = reply.data.some((r) => r.error);
  return {
    message: [t('stores.sync.done'), ...lines].join('\n'),
    severity: failed ? 'warning' : 'success',
  };
}
