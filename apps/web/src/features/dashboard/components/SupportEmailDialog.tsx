import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZSupportEmailForm } from '@despacho/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useSendSupportEmail } from '../api/send-support-email';

export function SupportEmailDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const send = useSendSupportEmail();
  const form = useForm({
    resolver: zodFormResolver(ZSupportEmailForm),
    defaultValues: { subject: '', message: '' },
  });

  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        notify(t('dashboard.supportSent'));
        close();
      },
      onError: (error) => handleError(error, form),
    }),
  );

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="support-dialog-title"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="support-dialog-title">{t('dashboard.supportTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              control={form.control}
              name="subject"
              label={t('fields.subject')}
              required
            />
            <FormTextField
              control={form.control}
              name="message"
              label={t('fields.message')}
              required
              multiline
              minRows={4}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={send.isPending}>
            {t('dashboard.supportSend')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
