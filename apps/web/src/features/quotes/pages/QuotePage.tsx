import { useState } from 'react';
import { useNavigate } from 'react-router';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isStaff, type QuoteForm, type RateView } from '@despacho/shared';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useErrorHandler } from '../../../lib/error-handler';
import { useFiscalRedirect } from '../../shipments/wizard/use-fiscal-redirect';
import { pathTo } from '../../../app/route-table';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { saveNewShipmentDraft } from '../../shipments/wizard/new-shipment-draft';
import { useStreamQuote } from '../api/stream-quote';
import { PendingCarriers } from '../components/PendingCarriers';
import { QuoteFormCard } from '../components/QuoteFormCard';
import { RateBreakdown } from '../components/RateBreakdown';
import { rateColumns } from '../components/rate-columns';
import { RejectedServices } from '../components/RejectedServices';
import { UnansweredCarriers } from '../components/UnansweredCarriers';

/**
 * /quotes/new: what a parcel costs with every carrier the user may use, cheapest first. Staff
 * open a rate to see the layers their role may see, and may ask why services were left out.
 */
export function QuotePage() {
  const { t } = useTranslation();
  const handleError = useErrorHandler();
  const toVerify = useFiscalRedirect();
  const user = useCurrentUser().data;
  const staff = !!user && isStaff(user.user_type);
  const quote = useStreamQuote();
  const result = quote.progress;
  const [whyNot, setWhyNot] = useState(false);
  const [lastQuote, setLastQuote] = useState<QuoteForm | null>(null);
  const navigate = useNavigate();
  // "Crear envío" on a rate: the wizard starts from this quote, with this rate picked (spec 2 §2).
  const createShipment = (rate: RateView) => {
    if (!lastQuote) return;
    saveNewShipmentDraft({ quote: lastQuote, rate });
    void navigate(pathTo('newShipment'));
  };

  const run = (form: QuoteForm, includeRejected = whyNot) => {
    setLastQuote(form);
    // A new quote aborts the one still streaming.
    quote.run(
      { quote: form, includeRejected: staff && includeRejected },
      { onError: (error) => toVerify(error) || handleError(error) },
    );
  };
  const toggleWhyNot = (on: boolean) => {
    setWhyNot(on);
    if (lastQuote) run(lastQuote, on);
  };
  // Breakdown rows only when the server sent more than the total (staff).
  const hasBreakdown = (r: RateView) => r.tenant_price !== undefined;
  // No rate yet while carriers are still being asked is not "no rates": keep the skeleton.
  const rows = result && (result.rates.length > 0 || result.done) ? result.rates : undefined;

  return (
    <>
      <PageHeader title={t('quotes.title')} />
      <Stack spacing={3}>
        <QuoteFormCard submitting={quote.waiting} onQuote={(form) => run(form)} />
        {staff && (
          <FormControlLabel
            control={<Switch checked={whyNot} onChange={(e) => toggleWhyNot(e.target.checked)} />}
            label={t('quotes.showRejected')}
          />
        )}
        {(result || quote.running) && (
          <section aria-label={t('quotes.resultsTitle')}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('quotes.resultsTitle')}
              {result ? ` (${result.rates.length})` : ''}
            </Typography>
            {result && <PendingCarriers pending={result.pending} />}
            {result?.done && <UnansweredCarriers unanswered={result.unanswered} staff={staff} />}
            <DataTable<RateView>
              label={t('quotes.resultsTitle')}
              columns={rateColumns(t, { onCreateShipment: createShipment }) as never}
              rows={rows}
              loading={!rows}
              getRowId={(r) => `${r.service_id}`}
              rowLabel={(r) =>
                t('quotes.rateOf', { service: r.service_name, carrier: r.carrier_name })
              }
              renderExpanded={
                result?.rates.some(hasBreakdown) ? (r) => <RateBreakdown rate={r} /> : undefined
              }
              empty={{
                title: t('quotes.noRates'),
                description: staff ? t('quotes.noRatesStaffHelp') : t('quotes.noRatesHelp'),
              }}
            />
          </section>
        )}
        {result?.rejected && (
          <section aria-label={t('quotes.rejectedTitle')}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('quotes.rejectedTitle')} ({result.rejected.length})
            </Typography>
            <RejectedServices rows={result.rejected} />
          </section>
        )}
      </Stack>
    </>
  );
}
