import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { RateView } from '@despacho/shared';
import { formatMoney } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';

/** The layers, top (what the carrier charges) to bottom (what the customer pays). */
const LINES: { key: keyof RateView; percent?: keyof RateView }[] = [
  { key: 'quoted_rate' },
  { key: 'subtotal' },
  { key: 'system_amount', percent: 'system_percentage' },
  { key: 'system_price' },
  { key: 'tenant_amount', percent: 'tenant_percentage' },
  { key: 'tenant_price' },
  { key: 'admin_amount', percent: 'admin_percentage' },
  { key: 'additional_static_rate' },
  { key: 'discount' },
  { key: 'total' },
];

/**
 * How a rate's total is made, with exactly the lines the server sent for this viewer (a
 * customer gets none of the margins; an admin from the tenant price down; and so on).
 */
export function RateBreakdown({ rate }: { rate: RateView }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  // A zero discount or surcharge says nothing: only lines with something in them are shown.
  const lines = LINES.filter(
    ({ key }) =>
      rate[key] !== undefined &&
      rate[key] !== null &&
      !((key === 'discount' || key === 'additional_static_rate') && Number(rate[key]) === 0),
  );
  return (
    <Table size="small" aria-label={t('quotes.breakdownOf', { service: rate.service_name })}>
      <TableBody>
        {lines.map(({ key, percent }) => {
          const pct = percent ? rate[percent] : null;
          return (
            <TableRow key={key}>
              <TableCell component="th" scope="row" sx={{ border: 0, py: 0.25 }}>
                {t(`quotes.layers.${key}`)}
                {typeof pct === 'number' ? ` (${pct} %)` : ''}
              </TableCell>
              <TableCell
                align="right"
                sx={{ border: 0, py: 0.25, fontVariantNumeric: 'tabular-nums' }}
              >
                {key === 'discount' ? '−' : ''}
                {formatMoney(String(rate[key]), locale)}
              </TableCell>
            </TableRow>
          );
        })}
        {rate.static_rate_used !== undefined && (
          <TableRow>
            <TableCell colSpan={2} sx={{ border: 0, py: 0.25, color: 'text.secondary' }}>
              {rate.static_rate_used ? t('quotes.fromTable') : t('quotes.fromCarrier')}
              {rate.user_price_used ? ` · ${t('quotes.userPrice')}` : ''}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
