import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CANCEL_MOTIVES,
  ZInvoiceCancelRequest,
  type Invoice,
  type InvoiceCancelRequest,
} from '@despacho/shared';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { zodFormResolver } from '../../../lib/zod-form-resolver';

interface Props {
  invoice: Invoice | null;
  busy: boolean;
  onCancelInvoice: (values: InvoiceCancelRequest) => Promise<unknown>;
  onClose: () => void;
}

const DEFAULTS: InvoiceCancelRequest = { motive: '02', replacement_uuid: '' };

/** SAT's motive (01–04); the replacing invoice's UUID is asked only for 01. */
export function InvoiceCancelDialog({ invoice, busy, onCancelInvoice, onClose }: Props) {
  const { t } = useTranslation();
  const form = useForm<InvoiceCancelRequest>({
    resolver: zodFormResolver(ZInvoiceCancelRequest),
    defaultValues: DEFAULTS,
  });
  const motive = useWatch({ control: form.control, name: 'motive' });
  const submit = useRecordSubmit(form, (values) =>
    onCancelInvoice({
      motive: values.motive,
      replacement_uuid: values.motive === '01' ? values.replacement_uuid : null,
    }),
  );
  const { reset } = form;
  useEffect(() => {
    if (invoice) reset(DEFAULTS);
  }, [invoice, reset]);
  return (
    <Dialog
      open={invoice !== null}
      onClose={onClose}
      aria-labelledby="cancel-invoice-title"
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="cancel-invoice-title">{t('invoices.cancelTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {invoice && t('invoices.cancelMessage', { uuid: invoice.uuid ?? '' })}
          </DialogContentText>
          <Stack spacing={2}>
            <FormSelect
              control={form.control}
              name="motive"
              label={t('invoices.motive')}
              required
              options={CANCEL_MOTIVES.map((m) => ({ value: m, label: t(`invoices.motives.${m}`) }))}
            />
            {motive === '01' && (
              <FormTextField
                control={form.control}
                name="replacement_uuid"
                label={t('invoices.replacementUuid')}
                required
                slotProps={{ htmlInput: { maxLength: 36 } }}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" loading={busy}>
            {t('invoices.confirmCancel')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
