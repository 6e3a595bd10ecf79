import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Overweight } from '@despacho/shared';
import { PageHeader } from '../../../components/layout/PageHeader';
import { pathTo } from '../../../app/route-table';
import { formatMoney } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useCreateOverweight } from '../api/save-overweight';
import { formatKg } from '../components/overweight-format';
import { OverweightForm } from '../components/OverweightForm';
import { OverweightsGate } from '../components/OverweightsGate';

/** /overweights/new (staff): behind the setting's gate. */
export function NewOverweightPage() {
  return (
    <OverweightsGate>
      <NewOverweight />
    </OverweightsGate>
  );
}

/**
 * Records the carrier's measurements; the server computes the kilos over and the amount, which
 * are shown from its reply (never computed here) with the way back to the list.
 */
function NewOverweight() {
  const { t } = useTranslation();
  const create = useCreateOverweight();
  const [saved, setSaved] = useState<Overweight | null>(null);
  const listPath = pathTo('overweights');

  if (saved) {
    const locale = currentLocale();
    return (
      <>
        <PageHeader title={t('overweights.form.title')} />
        <Stack spacing={2} sx={{ maxWidth: 800 }}>
          <Alert severity="success" role="status">
            <AlertTitle>
              {t('overweights.form.saved', {
                number: saved.shipment.sequential_id,
                overweight: formatKg(saved.overweight, locale),
                amount: formatMoney(saved.amount, locale),
                unitPrice: formatMoney(saved.unit_price, locale),
              })}
            </AlertTitle>
            {t('overweights.form.status', { status: t(`overweights.statuses.${saved.status}`) })}
          </Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button component={Link} to={listPath} variant="contained" startIcon={<ArrowBack />}>
              {t('overweights.form.backToList')}
            </Button>
            <Button onClick={() => setSaved(null)}>{t('overweights.form.another')}</Button>
          </Stack>
        </Stack>
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('overweights.form.title')} />
      <OverweightForm
        cancelTo={listPath}
        submitting={create.isPending}
        onSubmit={async ({ evidence_file, ...fields }) =>
          setSaved(await create.mutateAsync({ fields, file: evidence_file }))
        }
      />
    </>
  );
}
