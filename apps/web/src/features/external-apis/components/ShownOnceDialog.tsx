import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/layout/use-is-phone';
import { useCopy } from './use-copy';

interface ShownOnceDialogProps {
  title: string;
  help: string;
  label: string;
  secret: string;
  onClose: () => void;
}

/**
 * A secret the server answers once (a new API key, a webhook signing secret): shown whole with a
 * copy button, closed only by "Entendido" — a click outside or Escape must not lose it.
 */
export function ShownOnceDialog({ title, help, label, secret, onClose }: ShownOnceDialogProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const copy = useCopy();
  return (
    <Dialog open fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="shown-once-title">
      <DialogTitle id="shown-once-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning">{help}</Alert>
          <Paper variant="outlined" sx={{ p: 1.5 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {label}
            </Typography>
            <Stack direction="row" alignItems="center" spacing={1}>
              <Typography
                data-testid="shown-once-secret"
                sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', flex: 1 }}
              >
                {secret}
              </Typography>
              <Tooltip title={t('externalApis.copy')}>
                <IconButton
                  onClick={() => void copy(secret)}
                  aria-label={t('externalApis.copyNamed', { label })}
                >
                  <ContentCopy fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          </Paper>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('externalApis.keys.understood')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
