import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  OVERWEIGHT_EVIDENCE_DESCRIPTION_MAX,
  OVERWEIGHT_EVIDENCE_MAX_BYTES,
  ZOverweightEvidenceForm,
  type Overweight,
} from '@despacho/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { useNotify } from '../../../components/notifications/notifications-context';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useReportEvidence } from '../api/overweight-actions';
import { EvidenceFileField } from './EvidenceFileField';

interface Values {
  evidence_description: string;
  evidence_file: File | null;
}

/**
 * "Report evidence" (spec 2 §5): a description and an image or PDF, both required (checked by
 * the shared schema here, by the server again); success says `overweightReportedSuccessfully`.
 */
export function EvidenceDialog({
  overweight,
  onClose,
}: {
  overweight: Overweight;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const report = useReportEvidence();
  const form = useForm<Values>({
    resolver: zodFormResolver(ZOverweightEvidenceForm) as never,
    defaultValues: { evidence_description: '', evidence_file: null },
  });
  const submit = useRecordSubmit(form, async (values: Values) => {
    const file = values.evidence_file as File;
    if (file.size > OVERWEIGHT_EVIDENCE_MAX_BYTES) {
      form.setError('evidence_file', { message: t('overweights.evidence.tooLarge') });
      return;
    }
    await report.mutateAsync({
      id: overweight.id,
      description: values.evidence_description.trim(),
      file,
    });
    notify(t('overweights.overweightReportedSuccessfully'), 'success');
    onClose();
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="evidence-dialog-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit} aria-label={t('overweights.evidence.title')}>
        <DialogTitle id="evidence-dialog-title">{t('overweights.evidence.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {t('overweights.evidence.intro', { number: overweight.shipment.sequential_id })}
            </DialogContentText>
            <FormTextField
              control={form.control}
              name="evidence_description"
              label={t('overweights.evidence.description')}
              required
              multiline
              minRows={3}
              autoFocus
              slotProps={{ htmlInput: { maxLength: OVERWEIGHT_EVIDENCE_DESCRIPTION_MAX } }}
            />
            <EvidenceFileField control={form.control} label={t('overweights.evidence.file')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={report.isPending}>
            {t('overweights.evidence.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
