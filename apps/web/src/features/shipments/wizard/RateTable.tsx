import { useTranslation } from 'react-i18next';
import type { RateView } from '@despacho/shared';
import { DataTable } from '../../../components/data-table';
import { RateBreakdown } from '../../quotes/components/RateBreakdown';
import { rateColumns } from '../../quotes/components/rate-columns';

const nonZero = (amount: string | undefined) => amount !== undefined && Number(amount) !== 0;

/** More than the total to show: staff layers, or a customer's discount / extra charges. */
const hasBreakdown = (r: RateView) =>
  r.tenant_price !== undefined ||
  r.admin_amount !== undefined ||
  r.system_price !== undefined ||
  r.subtotal !== undefined ||
  nonZero(r.discount) ||
  nonZero(r.additional_static_rate);

/**
 * The shipment's rates to pick one from: the quote page's table in its selectable mode (a radio
 * per rate; a click on the row picks it too), each rate's breakdown as the server cut it.
 */
export function RateTable({
  rates,
  loading,
  selectedId,
  onSelect,
  disabled,
}: {
  rates: RateView[] | undefined;
  loading: boolean;
  selectedId: number | null;
  onSelect: (rate: RateView) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const select = disabled ? () => undefined : onSelect;
  return (
    <DataTable<RateView>
      label={t('quotes.resultsTitle')}
      columns={rateColumns(t, { selectedId, onSelect: select }) as never}
      rows={rates}
      loading={loading}
      getRowId={(r) => `${r.service_id}`}
      onRowClick={select}
      rowLabel={(r) =>
        t('wizard.rate.choose', { service: r.service_name, carrier: r.carrier_name })
      }
      renderExpanded={rates?.some(hasBreakdown) ? (r) => <RateBreakdown rate={r} /> : undefined}
      empty={{ title: t('quotes.noRates'), description: t('wizard.rate.noRatesHelp') }}
    />
  );
}
