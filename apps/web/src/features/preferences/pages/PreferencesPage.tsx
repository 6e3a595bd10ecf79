import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LABEL_PRINTING_FORMATS, RFC_PATTERN } from '@despacho/shared';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { ApiError } from '../../../lib/api-error';
import { useErrorHandler } from '../../../lib/error-handler';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useUpdatePreference, type Preference } from '../../auth/api/update-preference';
import { useSettingValue } from '../../settings/api/get-setting-by-key';
import { DefaultOriginCard } from '../components/DefaultOriginCard';

/**
 * /preferences (spec 2): the label paper and the RFCs to print as sender and recipient by
 * default; each is read and saved on its own, so changing one never touches the others.
 */
export function PreferencesPage() {
  const { t } = useTranslation();
  const preferences = useCurrentUser().data?.preferences ?? {};
  // Without a choice of their own, labels come in the tenant's format (nota_label_format).
  const tenantFormat = useSettingValue('nota_label_format') === '4x6' ? 'thermal' : 'pdf';
  return (
    <>
      <PageHeader title={t('preferences.title')} />
      <Stack spacing={2} sx={{ maxWidth: 800 }}>
        <LabelFormatCard
          current={preferences.label_printing_format ?? tenantFormat}
          chosen={!!preferences.label_printing_format}
        />
        <DefaultOriginPreference current={preferences.origin_address_id ?? ''} />
        <RfcCard field="origin_rfc" current={preferences.origin_rfc ?? ''} />
        <RfcCard field="destination_rfc" current={preferences.destination_rfc ?? ''} />
      </Stack>
    </>
  );
}

function useSave() {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const update = useUpdatePreference();
  const save = (preference: Preference, onFieldError?: (message: string) => void) =>
    update.mutate(preference, {
      onSuccess: () => notify(t('common.saved')),
      onError: (e) => {
        const message = e instanceof ApiError ? e.errors.value?.[0] : undefined;
        if (message && onFieldError) onFieldError(message);
        else handleError(e);
      },
    });
  return { save, busy: update.isPending };
}

function DefaultOriginPreference({ current }: { current: string }) {
  const { save, busy } = useSave();
  return (
    <DefaultOriginCard
      current={current}
      busy={busy}
      onSave={(value) => save({ key: 'origin_address_id', value })}
    />
  );
}

function LabelFormatCard({ current, chosen }: { current: string; chosen: boolean }) {
  const { t } = useTranslation();
  const { save } = useSave();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" id="label-format-title">
          {t('preferences.labelFormat')}
        </Typography>
        <Typography variant="body2" color="text.secondary" mb={1}>
          {t('preferences.labelFormatHelp')}
        </Typography>
        {!chosen && (
          <Typography variant="body2" color="text.secondary" mb={1}>
            {t('preferences.labelFormatDefault', { format: t(`preferences.formats.${current}`) })}
          </Typography>
        )}
        <RadioGroup
          aria-labelledby="label-format-title"
          value={current}
          onChange={(e) => save({ key: 'label_printing_format', value: e.target.value })}
        >
          {LABEL_PRINTING_FORMATS.map((format) => (
            <FormControlLabel
              key={format}
              value={format}
              control={<Radio />}
              label={t(`preferences.formats.${format}`)}
            />
          ))}
        </RadioGroup>
      </CardContent>
    </Card>
  );
}

function RfcCard({ field, current }: { field: 'origin_rfc' | 'destination_rfc'; current: string }) {
  const { t } = useTranslation();
  const { save, busy } = useSave();
  const [value, setValue] = useState(current);
  const [seen, setSeen] = useState(current);
  const [error, setError] = useState<string | null>(null);
  if (seen !== current) {
    setSeen(current);
    setValue(current);
  }
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const rfc = value.trim().toUpperCase();
    if (rfc && !RFC_PATTERN.test(rfc)) {
      setError(t('preferences.rfcInvalid'));
      return;
    }
    setError(null);
    save({ key: field, value: rfc }, setError);
  };
  return (
    <Card
      variant="outlined"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={t(`preferences.${field}`)}
    >
      <CardContent>
        <Typography variant="h6" component="h2">
          {t(`preferences.${field}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" mb={2}>
          {t(`preferences.${field}Help`)}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          alignItems={{ sm: 'flex-start' }}
        >
          <TextField
            id={`pref-${field}`}
            label={t('preferences.rfc')}
            value={value}
            onChange={(e) => setValue(e.target.value.toUpperCase())}
            error={!!error}
            helperText={error ?? t('preferences.rfcHelp')}
            slotProps={{ htmlInput: { maxLength: 13, style: { textTransform: 'uppercase' } } }}
            sx={{ flexGrow: 1 }}
          />
          <Button type="submit" variant="contained" loading={busy} sx={{ mt: { sm: 1 } }}>
            {t('common.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
