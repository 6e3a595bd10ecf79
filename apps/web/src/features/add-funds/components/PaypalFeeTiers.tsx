import type { PaypalFeeTier } from '@despacho/shared';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';

/**
 * The wallet fee tiers (spec 1 §9) the server charges, shown before paying: only those an
 * accepted amount can fall in (GET paypal/config), then the maximum per payment.
 */
export function PaypalFeeTiers({ tiers, max }: { tiers: PaypalFeeTier[]; max: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
        {t('gateways.paypal.tiers')}
      </Typography>
      <Table size="small" aria-label={t('gateways.paypal.tiers')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('gateways.paypal.tierAmount')}</TableCell>
            <TableCell>{t('gateways.paypal.tierFee')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tiers.map((tier) => (
            <TableRow key={tier.up_to}>
              <TableCell>
                {t('gateways.paypal.upTo', { amount: formatMoney(tier.up_to, locale) })}
              </TableCell>
              <TableCell>
                {t('gateways.paypal.tierRate', {
                  percent: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(
                    tier.percent,
                  ),
                  fixed: formatMoney(tier.fixed, locale),
                })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('gateways.paypal.maxNote', { amount: formatMoney(max, locale) })}
      </Typography>
    </>
  );
}
