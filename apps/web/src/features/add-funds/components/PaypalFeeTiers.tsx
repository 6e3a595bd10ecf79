import { toDecimalString, WALLET_FEE_TIERS } from '@despacho/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';

/** The wallet fee tiers (spec 1 §9), shown before paying. */
export function PaypalFeeTiers() {
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
          {WALLET_FEE_TIERS.map((tier, i) => {
            const previous = WALLET_FEE_TIERS[i - 1]?.up_to;
            const range =
              tier.up_to === null
                ? t('gateways.paypal.above', {
                    amount: formatMoney(toDecimalString(previous!), locale),
                  })
                : t('gateways.paypal.upTo', {
                    amount: formatMoney(toDecimalString(tier.up_to), locale),
                  });
            return (
              <TableRow key={range}>
                <TableCell>{range}</TableCell>
                <TableCell>
                  {t('gateways.paypal.tierRate', {
                    percent: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(
                      tier.percent,
                    ),
                    fixed: formatMoney(toDecimalString(tier.fixed), locale),
                  })}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
}
