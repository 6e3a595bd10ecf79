import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Notice } from '@despacho/shared';
import { SanitizedHtml } from '../../../components/layout/SanitizedHtml';

/** Active notices as alerts coloured by type; the HTML description is sanitised. */
export function NoticeAlerts({ notices }: { notices: Notice[] }) {
  const { t } = useTranslation();
  if (notices.length === 0) return null;
  return (
    <Stack spacing={1.5} component="section" aria-label={t('dashboard.notices')}>
      {notices.map((notice) => (
        <Alert
          key={notice.id}
          severity={notice.notice_type}
          data-testid="notice-alert"
          data-notice-type={notice.notice_type}
        >
          <AlertTitle>{notice.title}</AlertTitle>
          <SanitizedHtml html={notice.description} sx={{ '& p': { m: 0 } }} />
        </Alert>
      ))}
    </Stack>
  );
}
