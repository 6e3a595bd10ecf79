import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/notifications/notifications-context';
import { pathTo } from '../../../app/route-table';

/** The tracking number as a link (the carrier's page, else our public page) and a copy button. */
export function TrackingNumberLink({
  trackingNumber,
  trackingUrl,
}: {
  trackingNumber: string;
  trackingUrl: string | null;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(trackingNumber);
      notify(t('shipments.detail.trackingCopied'));
    } catch {
      notify(t('common.copyFailed'), 'error');
    }
  };
  const link = trackingUrl ? (
    <Link href={trackingUrl} target="_blank" rel="noopener noreferrer">
      {trackingNumber}
    </Link>
  ) : (
    <Link
      component={RouterLink}
      to={pathTo('publicTracking', { trackingNumber })}
      target="_blank"
      rel="noopener"
    >
      {trackingNumber}
    </Link>
  );
  return (
    <Stack direction="row" alignItems="center" spacing={0.5} sx={{ minWidth: 0 }}>
      <span style={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{link}</span>
      <Tooltip title={t('common.copy')}>
        <IconButton
          size="small"
          onClick={() => void copy()}
          aria-label={t('shipments.detail.copyTracking')}
        >
          <ContentCopy fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
