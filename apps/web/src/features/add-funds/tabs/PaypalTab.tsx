import { useEffect, useRef, useState } from 'react';
import { parseMoney, toDecimalString, walletFee } from '@despacho/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { pathTo } from '../../../app/route-table';
import { isApiError } from '../../../lib/api-error';
import { useErrorHandler } from '../../../lib/error-handler';
import { formatAmount } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { usePaypalCheckout, usePaypalConfig, usePaypalExecute } from '../api/paypal-payments';
import { typedAmount } from '../components/gateway-amount';
import { gatewayRedirect } from '../components/gateway-redirect';
import { PaypalFeeTiers } from '../components/PaypalFeeTiers';

/**
 * The wallet tab: amount (pay inactive under paypal_min_amount or over the maximum per payment,
 * both from GET paypal/config as checkout checks them), this amount's fee and total and the fee
 * tiers the server charges before paying; "Pay with PayPal" goes to PayPal. PayPal's return
 * (`?token=<order>&PayerID=…`) is executed here once, then the user is refreshed and taken to
 * their transactions with a notice.
 */
export default function PaypalTab() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handleError = useErrorHandler();
  const [search, setSearch] = useSearchParams();
  const config = usePaypalConfig();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const checkout = usePaypalCheckout();
  const execute = usePaypalExecute();
  const executed = useRef(false);

  const token = search.get('token');
  const payerId = search.get('PayerID');
  const canceled = search.get('canceled') === '1';

  useEffect(() => {
    if (!token || !payerId || executed.current) return;
    executed.current = true;
    execute.mutate(
      { payment_id: token, payer_id: payerId },
      {
        onSuccess: async (payment) => {
          await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
          navigate(pathTo('myTransactions'), {
            state: {
              notice: t('gateways.paypal.credited', {
                amount: formatAmount(payment.credited, locale),
              }),
            },
          });
        },
        onError: (error) => {
          handleError(error);
          setSearch({ tab: 'paypal' }, { replace: true });
        },
      },
    );
  }, [token, payerId, execute, queryClient, navigate, t, locale, handleError, setSearch]);

  const minimum = config.data ? parseMoney(config.data.min_amount) : null;
  const maximum = config.data ? parseMoney(config.data.max_amount) : null;
  const amount = typedAmount(text);
  const tooLow = amount !== null && minimum !== null && amount < minimum;
  const tooHigh = amount !== null && maximum !== null && amount > maximum;
  const fee = amount === null || tooHigh ? null : walletFee(amount);

  const pay = () => {
    if (amount === null || tooLow || tooHigh) return;
    setFieldError(null);
    checkout.mutate(toDecimalString(amount), {
      onSuccess: (order) => gatewayRedirect.go(order.approve_url),
      onError: (error) => {
        if (isApiError(error) && error.errors.amount?.length)
          setFieldError(error.errors.amount.join('\n'));
        else handleError(error);
      },
    });
  };

  if (token && payerId) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2 }} role="status">
        <CircularProgress size={24} aria-label={t('common.loading')} />
        <Typography>{t('gateways.paypal.executing')}</Typography>
      </Box>
    );
  }

  if (!config.data || minimum === null || maximum === null) {
    return config.isError ? (
      <Alert severity="error">{t('errors.generic')}</Alert>
    ) : (
      <Typography>{t('gateways.paypal.loading')}</Typography>
    );
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography>{t('gateways.paypal.intro')}</Typography>
      {canceled && <Alert severity="info">{t('gateways.paypal.canceled')}</Alert>}
      <TextField
        label={t('gateways.amount')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setFieldError(null);
        }}
        inputMode="decimal"
        required
        error={!!fieldError || tooLow || tooHigh}
        helperText={
          fieldError ??
          (tooHigh
            ? t('gateways.paypal.maximum', { amount: formatAmount(config.data.max_amount, locale) })
            : t('gateways.paypal.limits', {
                min: formatAmount(config.data.min_amount, locale),
                max: formatAmount(config.data.max_amount, locale),
              }))
        }
        slotProps={{ htmlInput: { 'aria-describedby': 'paypal-summary' } }}
      />
      {amount !== null && fee !== null && (
        <Box id="paypal-summary" aria-live="polite">
          <Typography>
            {t('gateways.paypal.fee', { amount: formatAmount(toDecimalString(fee), locale) })}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {t('gateways.paypal.total', {
              amount: formatAmount(toDecimalString(amount + fee), locale),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('gateways.paypal.youGet', { amount: formatAmount(toDecimalString(amount), locale) })}
          </Typography>
        </Box>
      )}
      <Box>
        <Button
          variant="contained"
          onClick={pay}
          disabled={amount === null || tooLow || tooHigh || checkout.isPending}
        >
          {t('gateways.paypal.pay')}
        </Button>
      </Box>
      <PaypalFeeTiers tiers={config.data.fee_tiers} max={config.data.max_amount} />
    </Stack>
  );
}
