import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PaymentProof } from '@despacho/shared';
import { DataTable } from '../../../components/data-table';
import { currentLocale } from '../../../lib/i18n';
import { useTenant } from '../../tenant/api/get-tenant';
import { useOwnPaymentProofs } from '../api/payment-proof-lists';
import { ownProofColumns } from './payment-proof-columns';

const LATEST = { page: 1, per_page: 20 };

/** The account's latest proofs with their status (and why, when rejected). */
export function PaymentProofOwnList() {
  const { t } = useTranslation();
  const timeZone = useTenant().data?.time_zone ?? 'America/Monterrey';
  const { data, isFetching, error, refetch } = useOwnPaymentProofs(LATEST);
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {t('paymentProofs.ownTitle')}
      </Typography>
      <DataTable<PaymentProof>
        label={t('paymentProofs.ownTitle')}
        columns={ownProofColumns(t, { locale: currentLocale(), timeZone })}
        rows={data?.data}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        getRowId={(p) => String(p.id)}
        empty={{ title: t('paymentProofs.ownEmpty'), description: t('paymentProofs.ownEmptyHelp') }}
      />
    </Stack>
  );
}
