import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_PROOF_REASON_MAX,
  ZPaymentProofRejectRequest,
  type PaymentProof,
  type PaymentProofRejectRequest,
} from '@despacho/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { formatMoney } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { zodFormResolver } from '../../../lib/zod-form-resolver';

interface Props {
  proof: PaymentProof | null;
  busy: boolean;
  /** Rejects with the API error so a refusal of the reason shows under it. */
  onReject: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks why before rejecting: the customer reads the reason in the e-mail and on the tab. */
export function PaymentProofRejectDialog({ proof, busy, onReject, onClose }: Props) {
  const { t } = useTranslation();
  const form = useForm<PaymentProofRejectRequest>({
    resolver: zodFormResolver(ZPaymentProofRejectRequest),
    defaultValues: { reason: '' },
  });
  const submit = useRecordSubmit(form, (values) => onReject(values.reason));
  const { reset } = form;
  useEffect(() => {
    if (proof) reset({ reason: '' });
  }, [proof, reset]);

  return (
    <Dialog
      open={proof !== null}
      onClose={onClose}
      aria-labelledby="reject-proof-title"
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="reject-proof-title">{t('paymentProofs.rejectTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {proof &&
              t('paymentProofs.rejectMessage', {
                name: proof.user.name,
                amount: formatMoney(proof.amount, currentLocale()),
              })}
          </DialogContentText>
          <FormTextField
            control={form.control}
            name="reason"
            label={t('paymentProofs.fields.reason')}
            required
            multiline
            minRows={3}
            autoFocus
            slotProps={{ htmlInput: { maxLength: PAYMENT_PROOF_REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" loading={busy}>
            {t('paymentProofs.reject')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
