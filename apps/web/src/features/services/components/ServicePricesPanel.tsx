import { useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AddPriceForm } from '../prices/AddPriceForm';
import { usePriceAccess } from '../prices/price-access';
import { ImportErrors, PriceImportButtons } from '../prices/PriceImport';
import { PriceTable } from '../prices/PriceTable';

/**
 * The weight table of a static service (spec 3 /services/{id}/service-prices): rows edited in
 * place, one added at a time or a whole .xlsx imported after a preview. A price below a cost
 * layer is saved only when confirmed, and flagged in the list (issue 20).
 */
export function ServicePricesPanel({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation();
  const access = usePriceAccess(serviceId);
  const [importErrors, setImportErrors] = useState<string[]>([]);
  const helpKey = access.owner
    ? 'importHelpOwner'
    : access.canCost
      ? 'importHelpCost'
      : 'importHelpPrice';

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          justifyContent="space-between"
          alignItems={{ sm: 'center' }}
          spacing={1}
          mb={2}
        >
          <Typography variant="h6" component="h2">
            {t('servicePrices.title')}
          </Typography>
          <PriceImportButtons serviceId={serviceId} access={access} onErrors={setImportErrors} />
        </Stack>
        <Typography variant="body2" color="text.secondary" mb={2}>
          {t(`servicePrices.${helpKey}`)}
        </Typography>
        <ImportErrors errors={importErrors} onClose={() => setImportErrors([])} />
        <PriceTable serviceId={serviceId} access={access} />
        <AddPriceForm key={access.writable.join()} serviceId={serviceId} access={access} />
      </CardContent>
    </Card>
  );
}
