import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  manualLabelUploadSchema,
  type ManualLabelUploadForm,
  type Shipment,
} from '@despacho/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { useNotify } from '../../../components/notifications/notifications-context';
import { pathTo } from '../../../app/route-table';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useUploadManualLabel } from '../api/upload-manual-label';
import { PdfFileField } from './PdfFileField';

const schema = manualLabelUploadSchema;

/**
 * The label upload (spec 2 §5 "Label upload"): the carrier's tracking number (digits) and its
 * PDF. The server checks the file's bytes and that no other shipment has the number; each
 * refusal lands on its field. On success: `labelGenerateSuccess`, back to the list.
 */
export function ManualLabelForm({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const existing = shipment.manual_label?.tracking_number ?? null;
  const form = useForm<ManualLabelUploadForm, unknown, ReturnType<typeof schema.parse>>({
    resolver: zodFormResolver(schema),
    defaultValues: {
      tracking_number: existing ?? '',
      files: null,
    } as unknown as ManualLabelUploadForm,
  });
  const upload = useUploadManualLabel();
  const submit = useRecordSubmit(form, async (values) => {
    await upload.mutateAsync({
      id: shipment.id,
      trackingNumber: values.tracking_number,
      file: values.files as unknown as File,
    });
    notify(
      t('manualShipments.upload.labelGenerateSuccess', { number: shipment.sequential_id }),
      'success',
    );
    void navigate(pathTo('manualShipments'));
  });
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          component="form"
          noValidate
          onSubmit={submit}
          aria-label={t('manualShipments.upload.title', { number: shipment.sequential_id })}
          spacing={2}
        >
          <Typography color="text.secondary" variant="body2">
            {t('manualShipments.upload.intro')}
          </Typography>
          {existing && (
            <Alert severity="info">
              {t('manualShipments.upload.replaceNote', { tracking: existing })}
            </Alert>
          )}
          <FormTextField
            control={form.control}
            name="tracking_number"
            label={t('manualShipments.upload.trackingNumber')}
            helperText={t('manualShipments.upload.trackingHelp')}
            required
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 40 } }}
            sx={{ maxWidth: { sm: 360 } }}
          />
          <PdfFileField
            control={form.control}
            name="files"
            label={t('manualShipments.upload.file')}
            pickLabel={t('manualShipments.upload.pick')}
            help={t('manualShipments.upload.fileHelp')}
          />
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            <Button
              type="submit"
              variant="contained"
              startIcon={<UploadFile />}
              loading={upload.isPending}
            >
              {t('manualShipments.upload.submit')}
            </Button>
            <Button onClick={() => void navigate(pathTo('manualShipments'))}>
              {t('manualShipments.upload.back')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
