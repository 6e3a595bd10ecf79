import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZSubUserSearchForm } from '@despacho/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { useNotify } from '../../../components/notifications/notifications-context';
import { isApiError } from '../../../lib/api-error';
import { useErrorHandler } from '../../../lib/error-handler';
import { validationMessage } from '../../../lib/i18n';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useAddSubUser } from '../api/sub-users';

/**
 * Add a sub-user by their exact e-mail (spec 3 §5): an empty search does nothing; when no single
 * account has it the dialog says 'Usuario no encontrado!' under the field.
 */
export function AddSubUserDialog({ parentId, onClose }: { parentId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const add = useAddSubUser();
  const form = useForm({
    resolver: zodFormResolver(ZSubUserSearchForm),
    defaultValues: { email: '' },
  });
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.getValues('email').trim()) return;
    void form.handleSubmit((values) =>
      add
        .mutateAsync({ parentId, email: values.email })
        .then((sub) => {
          notify(t('users.subUsers.added', { email: sub.email }));
          onClose();
        })
        .catch((error: unknown) => {
          if (isApiError(error) && error.status === 404) {
            form.setError('email', {
              type: 'server',
              message: error.messages[0] ?? validationMessage('v.user_not_found'),
            });
            return;
          }
          handleError(error, form);
        }),
    )(event);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="add-sub-user-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-sub-user-title">{t('users.subUsers.addTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('users.subUsers.addHelp')}</DialogContentText>
          <FormTextField
            control={form.control}
            name="email"
            type="email"
            label={t('users.fields.email')}
            autoFocus
            autoComplete="off"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={add.isPending}>
            {t('users.subUsers.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
