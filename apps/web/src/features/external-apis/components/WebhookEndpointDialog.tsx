import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useController, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_EVENTS,
  ZWebhookEndpointForm,
  type WebhookEndpoint,
  type WebhookEndpointForm,
  type WebhookEvent,
} from '@despacho/shared';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormTextField } from '../../../components/form/FormTextField';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { useIsPhone } from '../../../components/layout/use-is-phone';
import { useNotify } from '../../../components/notifications/notifications-context';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useSaveWebhookEndpoint } from '../api/webhook-endpoints';
import { eventName } from './webhook-words';

interface WebhookEndpointDialogProps {
  /** The endpoint to edit; none to add one. */
  endpoint?: WebhookEndpoint;
  /** After a create: the reply carries the secret, shown once by the caller. */
  onCreated: (endpoint: WebhookEndpoint) => void;
  onClose: () => void;
}

/** Add or edit an endpoint: URL, description, the events (by name), enabled. */
export function WebhookEndpointDialog({
  endpoint,
  onCreated,
  onClose,
}: WebhookEndpointDialogProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const notify = useNotify();
  const save = useSaveWebhookEndpoint();
  const form = useForm<WebhookEndpointForm>({
    resolver: zodFormResolver(ZWebhookEndpointForm),
    defaultValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: (endpoint?.events ?? [...WEBHOOK_EVENTS]) as WebhookEvent[],
      enabled: endpoint?.enabled ?? true,
    },
  });
  const submit = useRecordSubmit(form, async (values) => {
    const saved = await save.mutateAsync({ id: endpoint?.id, values });
    if (endpoint) {
      notify(t('externalApis.webhooks.form.saved'), 'success');
      onClose();
    } else {
      notify(t('externalApis.webhooks.form.created'), 'success');
      onCreated(saved);
    }
  });
  const title = endpoint
    ? t('externalApis.webhooks.form.editTitle')
    : t('externalApis.webhooks.form.addTitle');
  const close = () => !save.isPending && onClose();
  return (
    <Dialog
      open
      onClose={close}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="webhook-dialog-title"
    >
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={title}>
        <DialogTitle id="webhook-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              control={form.control}
              name="url"
              type="url"
              label={t('externalApis.webhooks.form.url')}
              helperText={t('externalApis.webhooks.form.urlHelp')}
              required
              autoFocus
              autoComplete="off"
            />
            <FormTextField
              control={form.control}
              name="description"
              label={t('externalApis.webhooks.form.description')}
            />
            <EventsField control={form.control} />
            <FormCheckbox
              control={form.control}
              name="enabled"
              label={t('externalApis.webhooks.form.enabled')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('externalApis.webhooks.form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** One checkbox per event, worded in the reader's language; at least one is required. */
function EventsField({ control }: { control: Control<WebhookEndpointForm> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'events' });
  const chosen = new Set<string>(field.value ?? []);
  const toggle = (event: WebhookEvent, on: boolean) =>
    field.onChange(WEBHOOK_EVENTS.filter((e) => (e === event ? on : chosen.has(e))));
  return (
    <FormControl component="fieldset" error={!!fieldState.error}>
      <FormLabel component="legend">{t('externalApis.webhooks.form.events')}</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {WEBHOOK_EVENTS.map((event) => (
          <FormControlLabel
            key={event}
            label={eventName(t, event)}
            control={
              <Checkbox
                name={`events.${event}`}
                checked={chosen.has(event)}
                onChange={(e) => toggle(event, e.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
