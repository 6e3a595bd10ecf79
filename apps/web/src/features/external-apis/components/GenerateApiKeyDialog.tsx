import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { API_KEY_NAME, ZApiKeyForm, type ApiKey, type ApiKeyForm } from '@despacho/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { useIsPhone } from '../../../components/layout/use-is-phone';
import { useNotify } from '../../../components/notifications/notifications-context';
import { isApiError } from '../../../lib/api-error';
import { useErrorHandler } from '../../../lib/error-handler';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useGenerateApiKey } from '../api/api-keys';

interface GenerateApiKeyDialogProps {
  /** Whether keys exist now: generating deletes them, and the dialog says so. */
  replacing: boolean;
  onGenerated: (key: ApiKey) => void;
  onClose: () => void;
}

/**
 * "Generar clave" (spec 1 §5): a name of 3 to 50 characters (the button stays off under 3);
 * the server's 422 lands on the field, any other refusal says errorGeneratingApiKey.
 */
export function GenerateApiKeyDialog({
  replacing,
  onGenerated,
  onClose,
}: GenerateApiKeyDialogProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const generate = useGenerateApiKey();
  const form = useForm<ApiKeyForm>({
    resolver: zodFormResolver(ZApiKeyForm),
    defaultValues: { name: '' },
    mode: 'onTouched',
  });
  const name = useWatch({ control: form.control, name: 'name' });
  const tooShort = name.trim().length < API_KEY_NAME.min;
  const submit = form.handleSubmit((values) =>
    generate
      .mutateAsync(values)
      .then(onGenerated)
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 422 && Object.keys(error.errors).length > 0) {
          handleError(error, form);
          return;
        }
        notify(t('externalApis.keys.errorGeneratingApiKey'), 'error');
      }),
  );
  const close = () => !generate.isPending && onClose();
  return (
    <Dialog
      open
      onClose={close}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="generate-key-title"
    >
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="generate-key-title">{t('externalApis.keys.generateTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('externalApis.keys.generateHelp')}</DialogContentText>
            {replacing && <Alert severity="warning">{t('externalApis.keys.replaceWarning')}</Alert>}
            <FormTextField
              control={form.control}
              name="name"
              label={t('externalApis.keys.name')}
              required
              autoFocus
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: API_KEY_NAME.max + 10 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={tooShort}
            loading={generate.isPending}
          >
            {t('externalApis.keys.generate')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
