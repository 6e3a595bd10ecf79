import { useState } from 'react';
import { SPEI_FEE, toDecimalString } from '@despacho/domain';
import type { OpenpayChargeResult } from '@despacho/shared';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useErrorHandler } from '../../../lib/error-handler';
import { formatAmount } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useOpenpayConfig, useReferenceCharge } from '../api/openpay-payments';
import { typedAmount } from './gateway-amount';
import { OpenpayChargeView } from './OpenpayChargeView';
import { openpayAmountProblem } from './openpay-amount';

/**
 * SPEI (bank) and store (cash) tabs (spec 1 §2, §4): amount 1 to openpay_max_amount, then the
 * charge result; "generate new reference" clears amount and result.
 */
export function OpenpayReferenceForm({ method }: { method: 'bank' | 'store' }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const handleError = useErrorHandler();
  const config = useOpenpayConfig();
  const create = useReferenceCharge();
  const [text, setText] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const [charge, setCharge] = useState<OpenpayChargeResult | null>(null);
  const amount = typedAmount(text);
  const problem = openpayAmountProblem(text, config.data?.max_amount, t, locale);
  const fee = method === 'bank' ? SPEI_FEE : 0;

  const submit = () => {
    if (amount === null || problem) return;
    setServerError(null);
    create.mutate(
      { payment_method: method, amount: toDecimalString(amount) },
      {
        onSuccess: setCharge,
        onError: (error) => {
          if (isApiError(error) && error.errors.amount?.length)
            setServerError(error.errors.amount.join('\n'));
          else handleError(error);
        },
      },
    );
  };

  if (charge) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Typography>
          {t(method === 'bank' ? 'openpay.spei.howTo' : 'openpay.store.howTo')}
        </Typography>
        <OpenpayChargeView charge={charge} />
        <Button
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => {
            setCharge(null);
            setText('');
          }}
        >
          {t('openpay.result.newReference')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography>{t(method === 'bank' ? 'openpay.spei.intro' : 'openpay.store.intro')}</Typography>
      <TextField
        label={t('openpay.amount')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setServerError(null);
        }}
        inputMode="decimal"
        required
        error={!!serverError || (!!text && !!problem)}
        helperText={
          serverError ??
          (text ? problem : null) ??
          t('openpay.limits', { max: formatAmount(config.data?.max_amount ?? null, locale) })
        }
      />
      {method === 'bank' && (
        <Typography>
          {t('openpay.spei.fee', { amount: formatAmount(toDecimalString(fee), locale) })}
        </Typography>
      )}
      {amount !== null && !problem && (
        <Typography sx={{ fontWeight: 600 }}>
          {t('openpay.total', { amount: formatAmount(toDecimalString(amount + fee), locale) })}
        </Typography>
      )}
      <Button
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        onClick={submit}
        disabled={amount === null || !!problem || create.isPending}
      >
        {t(method === 'bank' ? 'openpay.spei.generate' : 'openpay.store.generate')}
      </Button>
    </Stack>
  );
}
