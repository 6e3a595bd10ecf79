import { useState } from 'react';
import type { CreditCard } from '@despacho/shared';
import { cardFeeEstimate, toDecimalString } from '@despacho/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/notifications/notifications-context';
import { isApiError } from '../../../lib/api-error';
import { useErrorHandler } from '../../../lib/error-handler';
import { formatAmount } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import {
  useCardAddFunds,
  useCreditCards,
  useDeleteCard,
  useOpenpayConfig,
} from '../api/openpay-payments';
import { typedAmount } from '../components/gateway-amount';
import { gatewayRedirect } from '../components/gateway-redirect';
import { openpayAmountProblem } from '../components/openpay-amount';
import { OpenpayNewCardForm } from '../components/OpenpayNewCardForm';
import { deviceSessionId } from '../components/openpay-tokenize';

/**
 * The card tab (spec 1 §2): choose a saved card (or add one: the card just saved is the chosen
 * one), type the amount (1 to openpay_max_amount) and see the fee estimate; paying sends the
 * browser to OpenPay's 3-D Secure page (back at /openpay?id=…) or, when OpenPay needs no
 * challenge, credits at once. Paying waits while a new card is being saved.
 */
export default function OpenpayCardTab() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const queryClient = useQueryClient();
  const config = useOpenpayConfig();
  const cards = useCreditCards();
  const remove = useDeleteCard();
  const pay = useCardAddFunds();
  const [cardId, setCardId] = useState<number | null>(null);
  // The card just saved, chosen even before the refreshed list includes it.
  const [justSaved, setJustSaved] = useState<CreditCard | null>(null);
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState(false);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; card?: string }>({});

  if (config.isPending || cards.isPending) return <Typography>{t('openpay.loading')}</Typography>;
  if (!config.data?.enabled) return <Alert severity="warning">{t('openpay.unconfigured')}</Alert>;
  const cfg = config.data;
  const listed = cards.data ?? [];
  const list =
    justSaved && !listed.some((c) => c.id === justSaved.id) ? [justSaved, ...listed] : listed;
  const chosen = list.find((c) => c.id === cardId) ?? null;
  const amount = typedAmount(text);
  const problem = openpayAmountProblem(text, cfg.max_amount, t, locale);
  const fee = amount === null || problem ? null : cardFeeEstimate(amount);

  const submit = async () => {
    const next: typeof errors = {};
    if (!chosen) next.card = t(adding ? 'openpay.errors.saveCardFirst' : 'openpay.errors.card');
    if (problem) next.amount = problem;
    setErrors(next);
    if (next.card || next.amount || amount === null || !chosen || saving) return;
    try {
      const reply = await pay.mutateAsync({
        cardId: chosen.id,
        amount: toDecimalString(amount),
        device_session_id: await deviceSessionId(cfg),
      });
      if (reply.payment_method?.url) {
        gatewayRedirect.go(reply.payment_method.url);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
      if (reply.payment.status === 'credited') {
        notify(t('openpay.cardPaymentSuccess'), 'success');
        setText('');
      } else notify(t('openpay.card.notPaid'), 'error');
    } catch (error) {
      if (isApiError(error) && (error.errors.amount?.length || error.errors.card_id?.length)) {
        setErrors({
          amount: error.errors.amount?.join('\n'),
          card: error.errors.card_id?.join('\n'),
        });
      } else handleError(error);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h6">{t('openpay.card.savedTitle')}</Typography>
      {list.length === 0 && (
        <Typography color="text.secondary">{t('openpay.card.none')}</Typography>
      )}
      {list.length > 0 && (
        <RadioGroup
          aria-label={t('openpay.card.savedTitle')}
          value={cardId === null ? '' : String(cardId)}
          onChange={(e) => {
            setCardId(Number(e.target.value));
            setErrors((x) => ({ ...x, card: undefined }));
          }}
        >
          {list.map((c) => (
            <Stack key={c.id} direction="row" sx={{ alignItems: 'center' }}>
              <FormControlLabel
                value={String(c.id)}
                control={<Radio />}
                label={`${c.brand.toUpperCase()} ${c.card_number} · ${c.holder_name} · ${String(c.expiration_month).padStart(2, '0')}/${c.expiration_year}`}
              />
              <IconButton
                aria-label={t('openpay.card.delete', { card: c.card_number })}
                onClick={() =>
                  remove.mutate(c.id, {
                    onSuccess: () => {
                      if (cardId === c.id) setCardId(null);
                      if (justSaved?.id === c.id) setJustSaved(null);
                      notify(t('openpay.card.deleted'), 'success');
                    },
                    onError: (error) => handleError(error),
                  })
                }
              >
                <DeleteOutline />
              </IconButton>
            </Stack>
          ))}
        </RadioGroup>
      )}
      {errors.card && <Alert severity="error">{errors.card}</Alert>}
      {adding ? (
        <OpenpayNewCardForm
          config={cfg}
          onSaved={(card) => {
            setJustSaved(card);
            setCardId(card.id);
            setAdding(false);
            setErrors((x) => ({ ...x, card: undefined }));
          }}
          onCancel={() => setAdding(false)}
          onBusy={setSaving}
        />
      ) : (
        <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setAdding(true)}>
          {t('openpay.card.add')}
        </Button>
      )}
      <TextField
        label={t('openpay.amount')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setErrors((x) => ({ ...x, amount: undefined }));
        }}
        inputMode="decimal"
        required
        error={!!errors.amount}
        helperText={
          errors.amount ?? t('openpay.limits', { max: formatAmount(cfg.max_amount, locale) })
        }
      />
      {fee !== null && amount !== null && (
        <Stack aria-live="polite">
          <Typography>
            {t('openpay.card.fee', { amount: formatAmount(toDecimalString(fee), locale) })}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {t('openpay.total', { amount: formatAmount(toDecimalString(amount + fee), locale) })}
          </Typography>
        </Stack>
      )}
      <Button
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => void submit()}
        disabled={pay.isPending || saving}
      >
        {t('openpay.card.pay')}
      </Button>
    </Stack>
  );
}
