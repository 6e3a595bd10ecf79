import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { pathTo } from '../../../app/route-table';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useErrorHandler } from '../../../lib/error-handler';
import { queryKeys } from '../../../lib/query-keys';
import { useOpenpayChargeStatus } from '../api/openpay-payments';

/**
 * The card payment return page (spec 1 §2): OpenPay sends the browser back with `?id=<charge>`;
 * the charge is checked (and credited once) and the user goes to their transactions with the
 * success message. Without an id, or for a charge that did not go through, it says so.
 */
export function OpenpayReturnPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handleError = useErrorHandler();
  const check = useOpenpayChargeStatus();
  const started = useRef(false);
  const [outcome, setOutcome] = useState<'failed' | 'pending' | null>(null);
  const id = search.get('id');

  useEffect(() => {
    if (!id || started.current) return;
    started.current = true;
    check.mutate(id, {
      onSuccess: async (payment) => {
        if (payment.status === 'credited') {
          await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
          void navigate(pathTo('myTransactions'), {
            state: { notice: t('openpay.cardPaymentSuccess') },
          });
        } else
          setOutcome(
            ['pending', 'created', 'paid'].includes(payment.status) ? 'pending' : 'failed',
          );
      },
      onError: (error) => {
        handleError(error);
        setOutcome('failed');
      },
    });
  }, [id, check, queryClient, navigate, t, handleError]);

  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <PageHeader title={t('openpay.return.title')} />
      {!id && <Alert severity="info">{t('openpay.return.noId')}</Alert>}
      {id && !outcome && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} />
          <span>{t('openpay.return.checking')}</span>
        </Stack>
      )}
      {outcome === 'pending' && <Alert severity="info">{t('openpay.return.pending')}</Alert>}
      {outcome === 'failed' && <Alert severity="error">{t('openpay.return.failed')}</Alert>}
      <Link component={RouterLink} to={`${pathTo('addFunds')}?tab=card`}>
        {t('openpay.return.back')}
      </Link>
    </Stack>
  );
}
