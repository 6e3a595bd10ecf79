import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';

interface Pending {
  messages: string[];
  retry: () => Promise<unknown>;
  onError: (error: unknown) => void;
}

/**
 * A save that the server may refuse as below cost (a 422 carrying `confirm_below_cost`): the
 * refusal opens a dialog naming the amounts; confirming saves again with the confirmation,
 * cancelling keeps the row as it is on screen. Any other error goes to `onError`.
 */
export function useBelowCostSave() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const run = (save: (confirm: boolean) => Promise<unknown>, onError: (error: unknown) => void) =>
    save(false).catch((error: unknown) => {
      if (isApiError(error) && error.errors.confirm_below_cost) {
        const messages = Object.entries(error.errors)
          .filter(([field]) => field !== 'confirm_below_cost')
          .flatMap(([, list]) => list);
        setPending({ messages, retry: () => save(true), onError });
        return;
      }
      onError(error);
    });

  const confirm = () => {
    if (!pending) return;
    setBusy(true);
    pending
      .retry()
      .catch(pending.onError)
      .finally(() => {
        setBusy(false);
        setPending(null);
      });
  };

  const dialog = (
    <Dialog open={!!pending} onClose={() => setPending(null)} aria-labelledby="below-cost-title">
      <DialogTitle id="below-cost-title">{t('servicePrices.belowCost.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">
          <ul style={{ margin: '0 0 8px', paddingLeft: 20 }}>
            {pending?.messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
          {t('servicePrices.belowCost.question')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={() => setPending(null)}>
          {t('servicePrices.belowCost.cancel')}
        </Button>
        <Button color="warning" variant="contained" loading={busy} onClick={confirm}>
          {t('servicePrices.belowCost.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { run, dialog };
}
