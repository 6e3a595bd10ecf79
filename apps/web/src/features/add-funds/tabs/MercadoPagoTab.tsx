import { useEffect, useRef, useState } from 'react';
import { marketplaceCredit, toDecimalString } from '@despacho/domain';
import type { MercadoPreferenceResponse } from '@despacho/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useNotify } from '../../../components/notifications/notifications-context';
import { isApiError } from '../../../lib/api-error';
import { useErrorHandler } from '../../../lib/error-handler';
import { formatAmount } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { useSettingValue } from '../../settings/api/get-setting-by-key';
import { useMercadoPreference, useMercadoProcess } from '../api/mercadopago-payments';
import { minimumOf, typedAmount } from '../components/gateway-amount';
import { gatewayRedirect } from '../components/gateway-redirect';

/**
 * The marketplace checkout tab (spec 1 §2, §4): amount ≥ mercado_min_amount with the deduction
 * and the credited amount shown; creating the preference locks the amount and shows the pay
 * button (to Mercado Pago's init_point). The return with success=true is processed once,
 * the user refreshed, and "amount credited" shown.
 */
export default function MercadoPagoTab() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const handleError = useErrorHandler();
  const [search, setSearch] = useSearchParams();
  const minimum = minimumOf(useSettingValue('mercado_min_amount'));
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [preference, setPreference] = useState<MercadoPreferenceResponse | null>(null);
  const create = useMercadoPreference();
  const processReturn = useMercadoProcess();
  const processed = useRef(false);

  const success = search.get('success');
  const paymentId = search.get('payment_id') ?? search.get('collection_id');
  const preferenceId = search.get('preference_id');

  useEffect(() => {
    if (success !== 'true' || !paymentId || !preferenceId || processed.current) return;
    processed.current = true;
    processReturn.mutate(
      { payment_id: paymentId, preference_id: preferenceId },
      {
        onSuccess: async (payment) => {
          await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
          notify(
            payment.status === 'credited'
              ? t('gateways.mercadopago.amountCredited', {
                  amount: formatAmount(payment.credited, locale),
                })
              : t('gateways.mercadopago.pending'),
            payment.status === 'credited' ? 'success' : 'info',
          );
          setSearch({ tab: 'mercadopago' }, { replace: true });
        },
        onError: (error) => {
          handleError(error);
          setSearch({ tab: 'mercadopago' }, { replace: true });
        },
      },
    );
  }, [
    success,
    paymentId,
    preferenceId,
    processReturn,
    queryClient,
    notify,
    t,
    locale,
    handleError,
    setSearch,
  ]);

  const amount = typedAmount(text);
  const credit = amount === null ? null : marketplaceCredit(amount, minimum);
  const usable = credit?.ok && credit.credited > 0;

  const start = () => {
    if (amount === null || !usable) return;
    setFieldError(null);
    create.mutate(toDecimalString(amount), {
      onSuccess: (reply) => {
        if (reply.data_invalid || !reply.init_point) {
          notify(t('gateways.mercadopago.invalidSettings'), 'error');
          return;
        }
        setPreference(reply);
      },
      onError: (error) => {
        if (isApiError(error) && error.errors.amount?.length)
          setFieldError(error.errors.amount.join('\n'));
        else handleError(error);
      },
    });
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography>{t('gateways.mercadopago.intro')}</Typography>
      {success === 'false' && <Alert severity="info">{t('gateways.mercadopago.notPaid')}</Alert>}
      {search.get('pending') === 'true' && (
        <Alert severity="info">{t('gateways.mercadopago.pending')}</Alert>
      )}
      <TextField
        label={t('gateways.amount')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setFieldError(null);
        }}
        inputMode="decimal"
        required
        disabled={!!preference}
        error={!!fieldError || (amount !== null && !usable)}
        helperText={
          fieldError ??
          t('gateways.minimum', { amount: formatAmount(toDecimalString(minimum), locale) })
        }
      />
      {credit?.ok && (
        <Box aria-live="polite">
          <Typography>
            {t('gateways.mercadopago.deduction', {
              amount: formatAmount(toDecimalString(credit.deduction), locale),
            })}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {t('gateways.mercadopago.credited', {
              amount: formatAmount(toDecimalString(credit.credited), locale),
            })}
          </Typography>
        </Box>
      )}
      <Stack direction="row" spacing={1}>
        {preference?.init_point ? (
          <>
            <Button variant="contained" onClick={() => gatewayRedirect.go(preference.init_point!)}>
              {t('gateways.mercadopago.pay')}
            </Button>
            <Button onClick={() => setPreference(null)}>{t('gateways.mercadopago.change')}</Button>
          </>
        ) : (
          <Button variant="contained" onClick={start} disabled={!usable || create.isPending}>
            {t('gateways.mercadopago.continue')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
