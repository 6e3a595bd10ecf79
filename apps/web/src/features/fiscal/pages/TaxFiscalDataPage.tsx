import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/layout/LoadErrorAlert';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { pathTo } from '../../../app/route-table';
import { useOwnTaxFiscalData, useSendTaxFiscalData } from '../api/tax-fiscal-data';
import { TaxFiscalDataForm } from '../components/TaxFiscalDataForm';

/**
 * /tax_fiscal_data (spec 3 §2): the verification form; once sent, a confirmation that staff
 * will review the documents (they turn the account's verification on in the users list).
 */
export function TaxFiscalDataPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const own = useOwnTaxFiscalData();
  const send = useSendTaxFiscalData();
  const [sentNow, setSentNow] = useState(false);

  if (sentNow) {
    return (
      <>
        <PageHeader title={t('fiscal.tax.title')} />
        <Stack spacing={2} alignItems="flex-start" sx={{ maxWidth: 800 }}>
          <Alert severity="success" role="status">
            {t('fiscal.tax.sentText')}
          </Alert>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" component={Link} to={pathTo('verify')}>
              {t('fiscal.tax.backToVerify')}
            </Button>
            <Button variant="outlined" onClick={() => setSentNow(false)}>
              {t('fiscal.tax.editAgain')}
            </Button>
          </Stack>
        </Stack>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('fiscal.tax.title')} subtitle={t('fiscal.tax.intro')} />
      {own.isPending ? (
        <LoadingScreen />
      ) : own.isError ? (
        // Never an empty form over data that did not load: saving it would replace the real one.
        <LoadErrorAlert
          message={t('fiscal.tax.loadError')}
          error={own.error}
          onRetry={() => void own.refetch()}
        />
      ) : (
        <Stack spacing={2}>
          {own.data && (
            <Alert
              severity={own.data.fiscal_data_verified ? 'success' : 'info'}
              sx={{ maxWidth: 800 }}
            >
              {t(
                own.data.fiscal_data_verified
                  ? 'fiscal.tax.verifiedText'
                  : 'fiscal.tax.pendingText',
              )}
            </Alert>
          )}
          <TaxFiscalDataForm
            sent={own.data ?? null}
            submitting={send.isPending}
            onSubmit={(values) =>
              send.mutateAsync(values).then(() => {
                notify(t('fiscal.tax.sentSuccess'), 'success');
                setSentNow(true);
              })
            }
          />
        </Stack>
      )}
    </>
  );
}
