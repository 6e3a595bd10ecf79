import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useController, useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  refId,
  type OwnAgreement,
  type OwnAgreementCreate,
  type OwnAgreementProvider,
} from '@despacho/shared';
import { FormPasswordField } from '../../../components/form/FormPasswordField';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { RecordFormCard } from '../../../components/form/RecordFormCard';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { ownAgreementPaths } from '../own-agreement-paths';
import { credentialLabel } from './credential-label';
import { providerName } from '../../../lib/provider-name';

export interface OwnAgreementValues {
  provider_id: string;
  settings: Record<string, string>;
  service_codes: string[];
}

/** The form's rules for one provider: every credential it asks for, at least one service. */
function schemaFor(provider: OwnAgreementProvider | undefined) {
  const settings = Object.fromEntries(
    (provider?.fields ?? []).map((f) => [f.key, z.string().trim().min(1, { error: 'v.required' })]),
  );
  return z.object({
    provider_id: refId(),
    settings: z.object(settings),
    service_codes: z.array(z.string()).min(1, { error: 'v.servicesError' }),
  });
}

function ServiceChoices({
  control,
  provider,
}: {
  control: Control<OwnAgreementValues>;
  provider: OwnAgreementProvider;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'service_codes' });
  const chosen = new Set(field.value);
  const toggle = (code: string) =>
    field.onChange(
      provider.service_types
        .map((s) => s.code)
        .filter((c) => (c === code ? !chosen.has(c) : chosen.has(c))),
    );
  return (
    <FormControl error={!!fieldState.error} component="fieldset" variant="standard">
      <FormLabel component="legend" required>
        {t('ownAgreements.servicesLabel')}
      </FormLabel>
      <FormGroup>
        {provider.service_types.map((s) => (
          <FormControlLabel
            key={s.code}
            label={s.name}
            control={<Checkbox checked={chosen.has(s.code)} onChange={() => toggle(s.code)} />}
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

interface OwnAgreementFormProps {
  providers: readonly OwnAgreementProvider[];
  /** Editing: the provider is fixed and the secrets come masked ("*****" keeps them). */
  agreement?: OwnAgreement;
  submitting: boolean;
  onSubmit: (values: OwnAgreementCreate & { provider_id: number }) => Promise<unknown>;
}

/**
 * The own-agreement form (issue 19): the carrier, the credentials it asks for (secrets as
 * password fields) and the services to use. The server tests the credentials with the carrier
 * on save; its refusal lands under the fields and in a notice.
 */
export function OwnAgreementForm({
  providers,
  agreement,
  submitting,
  onSubmit,
}: OwnAgreementFormProps) {
  const { t } = useTranslation();
  const defaults = useMemo<OwnAgreementValues>(
    () => ({
      provider_id: agreement ? String(agreement.provider.id) : '',
      settings: Object.fromEntries((agreement?.settings ?? []).map((s) => [s.key, s.value])),
      service_codes: agreement?.services.map((s) => s.code) ?? [],
    }),
    [agreement],
  );
  const resolver = useMemo<Resolver<OwnAgreementValues>>(
    () => (values, context, options) => {
      const provider = providers.find((p) => String(p.id) === String(values.provider_id));
      return zodFormResolver(schemaFor(provider))(
        values as never,
        context,
        options as never,
      ) as never;
    },
    [providers],
  );
  const form = useForm<OwnAgreementValues>({ resolver, defaultValues: defaults });
  const { control } = form;
  const providerId = useWatch({ control, name: 'provider_id' });
  const provider = providers.find((p) => String(p.id) === String(providerId));
  const submit = useRecordSubmit(form, (values) =>
    onSubmit(values as unknown as OwnAgreementCreate & { provider_id: number }),
  );

  return (
    <RecordFormCard
      label={t('ownAgreements.formLabel')}
      onSubmit={submit}
      submitting={submitting}
      cancelTo={ownAgreementPaths.list}
    >
      <Grid size={12}>
        <Alert severity={submitting ? 'warning' : 'info'} role="status">
          {submitting ? t('ownAgreements.testing') : t('ownAgreements.testOnSave')}
        </Alert>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="provider_id"
          label={t('ownAgreements.fields.provider')}
          required
          disabled={!!agreement}
          emptyLabel={t('common.choose')}
          options={providers.map((p) => ({ value: String(p.id), label: providerName(t, p) }))}
        />
      </Grid>
      {!provider ? (
        <Grid size={12}>
          <Typography color="text.secondary">{t('ownAgreements.chooseProvider')}</Typography>
        </Grid>
      ) : (
        <>
          <Grid size={12}>
            <Typography variant="subtitle2">{t('ownAgreements.credentials')}</Typography>
          </Grid>
          {provider.fields.map((f) => {
            const Field = f.secret ? FormPasswordField : FormTextField;
            return (
              <Grid key={`${provider.id}-${f.key}`} size={{ xs: 12, sm: 6 }}>
                <Field
                  control={control}
                  name={`settings.${f.key}`}
                  label={credentialLabel(t, f.key)}
                  required
                  autoComplete="off"
                  helperText={f.secret && agreement ? t('ownAgreements.secretHelp') : undefined}
                />
              </Grid>
            );
          })}
          <Grid size={12}>
            <ServiceChoices control={control} provider={provider} />
          </Grid>
        </>
      )}
    </RecordFormCard>
  );
}
