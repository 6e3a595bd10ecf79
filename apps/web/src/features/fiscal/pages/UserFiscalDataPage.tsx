import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { LoadErrorAlert } from '../../../components/layout/LoadErrorAlert';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useRecordId } from '../../../lib/use-record-id';
import { LoadFailure } from '../../../components/load-state';
import { pathTo } from '../../../app/route-table';
import { useUserFiscalData } from '../api/fiscal-data';
import { useUserTaxFiscalData } from '../api/tax-fiscal-data';
import { FiscalDataView } from '../components/FiscalDataView';
import { TaxDocumentsView } from '../components/TaxDocumentsView';

/**
 * /users/{id}/fiscal-data (spec 3 §2): staff read a user's fiscal data and, below it, their
 * tax verification documents. Read-only: the verified switch stays in the users list.
 */
export function UserFiscalDataPage() {
  const { t } = useTranslation();
  const id = useRecordId();
  const fiscal = useUserFiscalData(id);
  const tax = useUserTaxFiscalData(id);

  if (id === null || fiscal.isError) {
    return (
      <LoadFailure
        error={id === null ? null : fiscal.error}
        onRetry={() => void fiscal.refetch()}
        notFoundTitle={t('fiscal.userNotFound')}
        backTo={pathTo('users')}
        backLabel={t('fiscal.backToUsers')}
      />
    );
  }
  const section = (title: string, body: ReactNode) => (
    <Card variant="outlined" sx={{ maxWidth: 800 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
  return (
    <>
      <PageHeader title={t('fiscal.userTitle')} />
      {fiscal.isPending ? (
        <LoadingScreen />
      ) : (
        <Stack spacing={2}>
          {section(
            t('fiscal.title'),
            fiscal.data ? (
              <FiscalDataView data={fiscal.data} />
            ) : (
              <Typography color="text.secondary">{t('fiscal.empty')}</Typography>
            ),
          )}
          {section(
            t('fiscal.tax.title'),
            tax.data ? (
              <TaxDocumentsView data={tax.data} />
            ) : tax.isError ? (
              <LoadErrorAlert
                message={t('fiscal.tax.loadError')}
                error={tax.error}
                onRetry={() => void tax.refetch()}
              />
            ) : (
              <Typography color="text.secondary">
                {tax.isPending ? t('common.loading') : t('fiscal.tax.empty')}
              </Typography>
            ),
          )}
        </Stack>
      )}
    </>
  );
}
