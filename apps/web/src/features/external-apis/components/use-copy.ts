import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/notifications/notifications-context';

/** Copies text and says so with spec 1's notices (copiedToClipboard / errorCopyingToClipboard). */
export function useCopy() {
  const { t } = useTranslation();
  const notify = useNotify();
  return useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        notify(t('externalApis.copiedToClipboard'), 'success');
      } catch {
        notify(t('externalApis.errorCopyingToClipboard'), 'error');
      }
    },
    [notify, t],
  );
}
