import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

const SAFE_LINK = /^(https?:\/\/|mailto:)\S+$/i;

/** Asks for a link's address; only http, https and mailto (the server keeps no other). */
export function LinkDialog({
  open,
  onClose,
  onSave,
}: {
  open: boolean;
  onClose: () => void;
  onSave: (href: string) => void;
}) {
  const { t } = useTranslation();
  const [href, setHref] = useState('https://');
  const [error, setError] = useState(false);
  const save = () => {
    const value = href.trim();
    if (!SAFE_LINK.test(value)) return setError(true);
    setHref('https://');
    setError(false);
    onSave(value);
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="link-dialog-title"
    >
      <DialogTitle id="link-dialog-title">{t('richText.link')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          id="link-href"
          label={t('richText.linkAddress')}
          value={href}
          error={error}
          helperText={error ? t('richText.linkInvalid') : t('richText.linkHelp')}
          onChange={(e) => setHref(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              save();
            }
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t('common.cancel')}
        </Button>
        <Button onClick={save} variant="contained">
          {t('richText.addLink')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
