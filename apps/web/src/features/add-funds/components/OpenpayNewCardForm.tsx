import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZNewCardForm,
  type CreditCard,
  type NewCardForm,
  type OpenpayConfig,
} from '@despacho/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { useNotify } from '../../../components/notifications/notifications-context';
import { isApiError } from '../../../lib/api-error';
import { useErrorHandler } from '../../../lib/error-handler';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useSaveCard } from '../api/openpay-payments';
import { deviceSessionId, OpenpayTokenError, tokenizeCard } from './openpay-tokenize';

const EMPTY: NewCardForm = {
  card_number: '',
  holder_name: '',
  expiration_month: '',
  expiration_year: '',
  cvv2: '',
  street: '',
  number: '',
  neighborhood: '',
  city: '',
  state: '',
  postal_code: '',
  country: 'MX',
};

const FIELDS: { name: keyof NewCardForm; sm: number; numeric?: boolean; max?: number }[] = [
  { name: 'card_number', sm: 12, numeric: true, max: 23 },
  { name: 'holder_name', sm: 12, max: 80 },
  { name: 'expiration_month', sm: 4, numeric: true, max: 2 },
  { name: 'expiration_year', sm: 4, numeric: true, max: 4 },
  { name: 'cvv2', sm: 4, numeric: true, max: 4 },
  { name: 'street', sm: 8, max: 60 },
  { name: 'number', sm: 4, max: 20 },
  { name: 'neighborhood', sm: 6, max: 80 },
  { name: 'city', sm: 6, max: 60 },
  { name: 'state', sm: 5, max: 80 },
  { name: 'postal_code', sm: 4, numeric: true, max: 7 },
  { name: 'country', sm: 3, max: 60 },
];

/**
 * The add-card form (spec 1 §2): every field required; the card is tokenised in the browser
 * with OpenPay's public key and only the token and the device session reach our server. The
 * saved card is handed to `onSaved` (to be chosen); `onBusy` says while it is being saved.
 */
export function OpenpayNewCardForm({
  config,
  onSaved,
  onCancel,
  onBusy,
}: {
  config: OpenpayConfig;
  onSaved: (card: CreditCard) => void;
  onCancel: () => void;
  onBusy?: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const save = useSaveCard();
  const form = useForm({ resolver: zodFormResolver(ZNewCardForm), defaultValues: EMPTY });
  const busy = form.formState.isSubmitting;
  useEffect(() => {
    onBusy?.(busy);
    return () => onBusy?.(false);
  }, [busy, onBusy]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const token = await tokenizeCard(config, values);
      const card = await save.mutateAsync({
        token_id: token,
        device_session_id: await deviceSessionId(config),
      });
      notify(t('openpay.card.saved'), 'success');
      onSaved(card);
    } catch (error) {
      if (error instanceof OpenpayTokenError) {
        form.setError('card_number', {
          message: t(`openpay.tokenErrors.${error.errorCode ?? 'other'}`, {
            defaultValue: t('openpay.tokenErrors.other'),
          }),
        });
      } else if (isApiError(error) && error.errors.card_number?.length) {
        form.setError('card_number', { message: error.errors.card_number.join('\n') });
      } else handleError(error);
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={submit}
      aria-label={t('openpay.card.newTitle')}
    >
      <Grid container spacing={2}>
        {FIELDS.map((f) => (
          <Grid key={f.name} size={{ xs: 12, sm: f.sm }}>
            <FormTextField
              control={form.control}
              name={f.name}
              label={t(`openpay.card.fields.${f.name}`)}
              required
              autoComplete={
                f.name === 'card_number' ? 'cc-number' : f.name === 'cvv2' ? 'cc-csc' : undefined
              }
              slotProps={{
                htmlInput: { maxLength: f.max, inputMode: f.numeric ? 'numeric' : undefined },
              }}
            />
          </Grid>
        ))}
      </Grid>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {t('openpay.card.save')}
        </Button>
        <Button onClick={onCancel}>{t('openpay.card.cancel')}</Button>
      </Stack>
    </Stack>
  );
}
