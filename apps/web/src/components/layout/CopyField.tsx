import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../notifications/notifications-context';

interface CopyFieldProps {
  label: string;
  /** What is shown (e.g. a grouped CLABE). */
  display: string;
  /** What is copied (e.g. the 18 digits with no spaces); defaults to `display`. */
  value?: string;
  mono?: boolean;
}

/** A labelled value with a copy button, for what people paste elsewhere (CLABE, RFC…). */
export function CopyField({ label, display, value, mono }: CopyFieldProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value ?? display);
      notify(t('common.copied', { label }));
    } catch {
      notify(t('common.copyFailed'), 'error');
    }
  };
  return (
    <Stack direction="row" alignItems="center" spacing={1} justifyContent="space-between">
      <div>
        <Typography variant="caption" color="text.secondary" component="p">
          {label}
        </Typography>
        <Typography
          sx={{
            fontFamily: mono ? 'monospace' : undefined,
            fontSize: mono ? '1.05rem' : undefined,
          }}
        >
          {display}
        </Typography>
      </div>
      <Tooltip title={t('common.copy')}>
        <IconButton onClick={() => void copy()} aria-label={t('common.copyNamed', { label })}>
          <ContentCopy fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
