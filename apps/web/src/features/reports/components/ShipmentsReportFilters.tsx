import Grid from '@mui/material/Grid';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REPORT_SHIPMENT_STATUSES, type ProviderChoice } from '@despacho/shared';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import type { ReportForm } from '../report-form';
import { providerName } from '../../../lib/provider-name';

const digits = (n: number) => (input: string) => input.replace(/\D/g, '').slice(0, n);

/**
 * The shipments report's filters (spec 1 §2): status (all but pending), provider, all
 * shipments; with an Estafeta provider, its range, account, agent and shipping number.
 */
export function ShipmentsReportFilters({
  control,
  providers,
  estafeta,
}: {
  control: Control<ReportForm>;
  providers: ProviderChoice[];
  estafeta: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2} role="group" aria-label={t('reports.filters.title')}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelect
          control={control}
          name="status"
          label={t('reports.filters.status')}
          emptyLabel={t('reports.filters.anyStatus')}
          options={REPORT_SHIPMENT_STATUSES.map((s) => ({
            value: s,
            label: t(`reports.statuses.${s}`),
          }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelect
          control={control}
          name="provider_id"
          label={t('reports.filters.provider')}
          emptyLabel={t('reports.filters.anyProvider')}
          options={providers.map((p) => ({ value: String(p.id), label: providerName(t, p) }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormCheckbox
          control={control}
          name="all_shipments"
          label={t('reports.filters.allShipments')}
        />
      </Grid>
      {estafeta && (
        <>
          <Grid size={{ xs: 6, sm: 3 }}>
            <FormTextField
              control={control}
              name="estafeta_range"
              label={t('reports.filters.estafetaRange')}
              parse={digits(3)}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <FormTextField
              control={control}
              name="estafeta_account"
              label={t('reports.filters.estafetaAccount')}
              parse={digits(7)}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <FormTextField
              control={control}
              name="estafeta_agent"
              label={t('reports.filters.estafetaAgent')}
              parse={digits(3)}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <FormTextField
              control={control}
              name="estafeta_shipping_number"
              label={t('reports.filters.estafetaShippingNumber')}
              slotProps={{ htmlInput: { maxLength: 50 } }}
            />
          </Grid>
        </>
      )}
    </Grid>
  );
}
