import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../form/FormTextField';
import { useRecordSubmit } from '../form/use-record-submit';
import { zodFormResolver } from '../../lib/zod-form-resolver';

type ReasonValues = { reason: string };

export interface ReasonDialogProps {
  open: boolean;
  /** Distinct per screen: the dialog is labelled by its title's id. */
  id: string;
  title: string;
  message: string;
  reasonLabel: string;
  confirmLabel: string;
  /** The request's schema (`{ reason }`), so the form refuses what the server would. */
  schema: z.ZodType<ReasonValues, ReasonValues>;
  maxLength: number;
  busy: boolean;
  /** Rejects with the API error so a refusal of the reason shows under it. */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks why before a refusal the other person reads (a rejected proof, a rejected request). */
export function ReasonDialog(p: ReasonDialogProps) {
  const { t } = useTranslation();
  const form = useForm<ReasonValues>({
    resolver: zodFormResolver(p.schema),
    defaultValues: { reason: '' },
  });
  const submit = useRecordSubmit(form, (values) => p.onConfirm(values.reason));
  const { reset } = form;
  useEffect(() => {
    if (p.open) reset({ reason: '' });
  }, [p.open, reset]);
  return (
    <Dialog open={p.open} onClose={p.onClose} aria-labelledby={p.id} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={p.id}>{p.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{p.message}</DialogContentText>
          <FormTextField
            control={form.control}
            name="reason"
            label={p.reasonLabel}
            required
            multiline
            minRows={3}
            autoFocus
            slotProps={{ htmlInput: { maxLength: p.maxLength } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={p.onClose} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" loading={p.busy}>
            {p.confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
