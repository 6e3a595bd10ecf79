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
  INVOICE_REASON_MAX,
  ZInvoiceRejectRequest,
  type Invoice,
  type InvoiceRejectRequest,
} from '@despacho/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { zodFormResolver } from '../../../lib/zod-form-resolver';

interface Props {
  invoice: Invoice | null;
  busy: boolean;
  /** Rejects with the API error so a refusal of the reason shows under it. */
  onReject: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks why before rejecting a request: the customer reads the reason in the e-mail. */
export function InvoiceRejectDialog({ invoice, busy, onReject, onClose }: Props) {
  const { t } = useTranslation();
  const form = useForm<InvoiceRejectRequest>({
    resolver: zodFormResolver(ZInvoiceRejectRequest),
    defaultValues: { reason: '' },
  });
  const submit = useRecordSubmit(form, (values) => onReject(values.reason));
  const { reset } = form;
  useEffect(() => {
    if (invoice) reset({ reason: '' });
  }, [invoice, reset]);
  return (
    <Dialog
      open={invoice !== null}
      onClose={onClose}
      aria-labelledby="reject-invoice-title"
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="reject-invoice-title">{t('invoices.rejectTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {invoice && t('invoices.rejectMessage', { name: invoice.user.name })}
          </DialogContentText>
          <FormTextField
            control={form.control}
            name="reason"
            label={t('invoices.rejectReason')}
            required
            multiline
            minRows={3}
            autoFocus
            slotProps={{ htmlInput: { maxLength: INVOICE_REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" loading={busy}>
            {t('invoices.reject')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
