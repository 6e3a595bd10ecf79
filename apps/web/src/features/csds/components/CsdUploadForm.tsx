import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { csdUploadSchema, type CsdUploadForm as FormValues } from '@despacho/shared';
import { FormPasswordField } from '../../../components/form/FormPasswordField';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { useNotify } from '../../../components/notifications/notifications-context';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useUploadCsd } from '../api/upload-csd';
import { CsdFileField } from './CsdFileField';

const schema = csdUploadSchema;
// No file chosen yet: the schema answers "choose a file" for null.
const EMPTY = { certificate: null, private_key: null, password: '' } as unknown as FormValues;

/**
 * The CSD upload (spec 1 §2, §5): the .cer, the .key and the key's password, all three required.
 * The server opens the pair and refuses a wrong password, another pair's key, an expired or
 * not-yet-valid certificate, a FIEL or another RFC; each refusal lands on its field.
 */
export function CsdUploadForm({ replacing }: { replacing: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const form = useForm<FormValues, unknown, ReturnType<typeof schema.parse>>({
    resolver: zodFormResolver(schema),
    defaultValues: EMPTY,
  });
  const upload = useUploadCsd();
  const submit = useRecordSubmit(form, async (values) => {
    await upload.mutateAsync({
      certificate: values.certificate as unknown as File,
      private_key: values.private_key as unknown as File,
      password: values.password,
    });
    notify(t('csd.importedSuccess'), 'success');
    form.reset(EMPTY);
  });
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          component="form"
          noValidate
          onSubmit={submit}
          aria-label={t('csd.formTitle')}
          spacing={2}
        >
          <div>
            <Typography variant="h6" component="h2">
              {t('csd.formTitle')}
            </Typography>
            <Typography color="text.secondary" variant="body2">
              {t(replacing ? 'csd.formIntroReplace' : 'csd.formIntro')}
            </Typography>
          </div>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <CsdFileField
                control={form.control}
                name="certificate"
                label={t('csd.fields.certificate')}
                pickLabel={t('csd.pickCertificate')}
                help={t('csd.certificateHelp')}
                accept=".cer,.crt,.pem"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <CsdFileField
                control={form.control}
                name="private_key"
                label={t('csd.fields.private_key')}
                pickLabel={t('csd.pickKey')}
                help={t('csd.keyHelp')}
                accept=".key,.pem"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormPasswordField
                control={form.control}
                name="password"
                label={t('csd.fields.password')}
                required
                autoComplete="new-password"
              />
            </Grid>
          </Grid>
          <div>
            <Button
              type="submit"
              variant="contained"
              startIcon={<UploadFile />}
              loading={upload.isPending}
            >
              {t('csd.submit')}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
