import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OWN_AGREEMENTS_PRICE, ZOwnAgreementsPriceForm, type AdminUser } from '@despacho/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useUpdateUser } from '../api/save-user';

/** The own-agreements price of a customer (spec 3 §5), in pesos with 2 decimals. */
export function OwnAgreementsPriceDialog({
  user,
  onClose,
}: {
  user: AdminUser;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const update = useUpdateUser();
  const form = useForm({
    resolver: zodFormResolver(ZOwnAgreementsPriceForm),
    defaultValues: { own_agreements_price: user.own_agreements_price ?? '' },
  });
  const submit = form.handleSubmit((values) =>
    update
      .mutateAsync({ id: user.id, user: { own_agreements_price: values.own_agreements_price } })
      .then(() => {
        notify(t('users.ownAgreements.saved'));
        onClose();
      })
      .catch((error: unknown) => handleError(error, form)),
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="own-agreements-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="own-agreements-title">{t('users.ownAgreements.title')}</DialogTitle>
        <DialogContent>
          <FormTextField
            control={form.control}
            name="own_agreements_price"
            label={t('users.ownAgreements.price')}
            helperText={t('users.ownAgreements.help', { name: user.fullname })}
            required
            autoFocus
            type="number"
            sx={{ mt: 1 }}
            slotProps={{
              htmlInput: { min: OWN_AGREEMENTS_PRICE.min, step: OWN_AGREEMENTS_PRICE.step },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={update.isPending}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
