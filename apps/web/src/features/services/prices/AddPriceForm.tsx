import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZServicePriceInput } from '@despacho/shared';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import type { PriceAccess } from './price-access';
import { PriceInput, rowValues } from './PriceRowFields';
import { useSavePriceRow } from './prices-api';
import { useBelowCostSave } from './use-below-cost';

/**
 * Adds one weight. A new weight needs its cost, so an admin who may not set the cost is told
 * who can (the server refuses it the same way).
 */
export function AddPriceForm({ serviceId, access }: { serviceId: number; access: PriceAccess }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const save = useSavePriceRow(serviceId);
  const belowCost = useBelowCostSave();
  const empty = rowValues(access.writable);
  const form = useForm({ resolver: zodFormResolver(ZServicePriceInput), defaultValues: empty });

  if (!access.canAdd)
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        {t('servicePrices.addLocked')}
      </Alert>
    );

  const submit = form.handleSubmit((values) =>
    belowCost.run(
      (confirm) =>
        save.mutateAsync({ row: { ...values, confirm_below_cost: confirm } }).then(() => {
          form.reset(empty);
          notify(t('common.saved'));
        }),
      (error) => handleError(error, form),
    ),
  );
  const size = 12 / (access.writable.length + 1);
  return (
    <Grid
      component="form"
      container
      spacing={2}
      mt={2}
      noValidate
      onSubmit={submit}
      aria-label={t('servicePrices.addLabel')}
    >
      {access.writable.map((name) => (
        <Grid key={name} size={{ xs: name.includes('cost') ? 12 : 6, sm: size }}>
          <PriceInput control={form.control} name={name} idPrefix="add" />
        </Grid>
      ))}
      <Grid size={{ xs: 12, sm: size }} sx={{ display: 'flex', alignItems: 'center' }}>
        <Button type="submit" variant="contained" loading={save.isPending} fullWidth>
          {t('servicePrices.add')}
        </Button>
      </Grid>
      {belowCost.dialog}
    </Grid>
  );
}
