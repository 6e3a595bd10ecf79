import { useState } from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Notice } from '@despacho/shared';
import { useErrorHandler } from '../../../lib/error-handler';
import { NoticeAlert } from '../../notices/components/NoticeAlert';
import { useDismissNotice } from '../api/dismiss-notice';

/** How many notices the dashboard shows before "see all". */
export const NOTICES_SHOWN = 3;

/**
 * The active notices as alerts coloured by type: the newest few, the rest behind "see all";
 * each can be closed, for this user only.
 */
export function NoticeAlerts({ notices }: { notices: Notice[] }) {
  const { t } = useTranslation();
  const handleError = useErrorHandler();
  const dismiss = useDismissNotice();
  const [all, setAll] = useState(false);
  if (notices.length === 0) return null;
  const hidden = notices.length - NOTICES_SHOWN;
  const alert = (notice: Notice) => (
    <NoticeAlert
      key={notice.id}
      type={notice.notice_type}
      title={notice.title}
      html={notice.description}
      closeText={t('dashboard.dismissNotice', { title: notice.title })}
      onClose={() => dismiss.mutate(notice.id, { onError: (error) => handleError(error) })}
    />
  );
  return (
    <Stack spacing={1.5} component="section" aria-label={t('dashboard.notices')}>
      {notices.slice(0, NOTICES_SHOWN).map(alert)}
      {hidden > 0 && (
        <>
          <Collapse in={all} unmountOnExit>
            <Stack spacing={1.5}>{notices.slice(NOTICES_SHOWN).map(alert)}</Stack>
          </Collapse>
          <Button
            onClick={() => setAll((v) => !v)}
            sx={{ alignSelf: 'flex-start' }}
            aria-expanded={all}
          >
            {all ? t('dashboard.fewerNotices') : t('dashboard.allNotices', { count: hidden })}
          </Button>
        </>
      )}
    </Stack>
  );
}
