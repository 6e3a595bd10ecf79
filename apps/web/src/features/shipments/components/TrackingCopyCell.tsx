import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/notifications/notifications-context';

const CONFIRM_MS = 1_500;

/** Read by screen readers, not drawn: the tooltip says it to the eye. */
const offScreen = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The list's tracking number with a copy button that answers in place ("Copiado" over a tick
 * for a moment): people copy several numbers in a row, and a toast for each would pile up.
 */
export function TrackingCopyCell({ trackingNumber }: { trackingNumber: string | null }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [copied, setCopied] = useState(false);
  const [hover, setHover] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  if (!trackingNumber) return '—';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(trackingNumber);
      setCopied(true);
    } catch {
      notify(t('common.copyFailed'), 'error');
    }
  };
  return (
    <Stack direction="row" alignItems="center" spacing={0.25} sx={{ minWidth: 0 }}>
      <Typography
        variant="body2"
        component="span"
        sx={{
          fontFamily: 'monospace',
          whiteSpace: { xs: 'normal', sm: 'nowrap' },
          overflowWrap: 'anywhere',
        }}
      >
        {trackingNumber}
      </Typography>
      <Tooltip
        title={copied ? t('shipments.list.copied') : t('common.copy')}
        placement="top"
        open={copied || hover}
        onOpen={() => setHover(true)}
        onClose={() => setHover(false)}
      >
        <IconButton
          size="small"
          onClick={() => void copy()}
          aria-label={t('shipments.list.copyTracking', { number: trackingNumber })}
          color={copied ? 'success' : 'default'}
        >
          {copied ? <Check fontSize="inherit" /> : <ContentCopy fontSize="inherit" />}
        </IconButton>
      </Tooltip>
      <Box component="span" role="status" sx={offScreen}>
        {copied ? t('shipments.list.copied') : ''}
      </Box>
    </Stack>
  );
}
