import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { pathTo } from '../../../app/route-table';

/**
 * Why the label was not bought, where the user is looking (not a toast that goes away): not
 * enough balance (with the way to add funds), the carrier's refusal (its words and the refund,
 * as the server wrote them), or whatever else the server said. The rates are reloaded meanwhile.
 */
export function BuyFailure({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { t } = useTranslation();
  if (!isApiError(error) || !error.hasResponse) {
    return (
      <Alert severity="error" onClose={onClose}>
        {t('errors.network')}
      </Alert>
    );
  }
  const said = error.messages.join('\n');
  if (error.status === 402 || error.code === 'insufficient_balance') {
    return (
      <Alert
        severity="warning"
        onClose={onClose}
        action={
          <Button
            component={Link}
            to={pathTo('addFunds')}
            color="inherit"
            size="small"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('wizard.rate.addFunds')}
          </Button>
        }
      >
        <AlertTitle>{t('wizard.rate.insufficientTitle')}</AlertTitle>
        {said || t('wizard.rate.insufficient')}
      </Alert>
    );
  }
  if (error.status === 502 || error.code === 'carrier_error') {
    return (
      <Alert severity="error" onClose={onClose} sx={{ whiteSpace: 'pre-line' }}>
        <AlertTitle>{t('wizard.rate.carrierRefusedTitle')}</AlertTitle>
        {said || t('wizard.rate.carrierRefused')}
      </Alert>
    );
  }
  return (
    <Alert severity="error" onClose={onClose} sx={{ whiteSpace: 'pre-line' }}>
      <AlertTitle>{t('wizard.rate.notBought')}</AlertTitle>
      {said || t('errors.generic')}
    </Alert>
  );
}
