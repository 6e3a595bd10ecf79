import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZNoticeForm, type Notice, type NoticeForm as NoticeFormValues } from '@despacho/shared';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { RecordFormCard } from '../../../components/form/RecordFormCard';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { pathTo } from '../../../app/route-table';
import { noticeStatusOptions, noticeTypeOptions } from './notice-options';

interface NoticeFormProps {
  notice?: Notice;
  submitting: boolean;
  /** Rejects with the API error so the form can show it per field. */
  onSubmit: (values: NoticeFormValues) => Promise<unknown>;
}

const toValues = (notice?: Notice): NoticeFormValues => ({
  title: notice?.title ?? '',
  description: notice?.description ?? '',
  notice_type: notice?.notice_type ?? 'info',
  status: notice?.status ?? 'active',
  expires_at: notice?.expires_at?.slice(0, 10) ?? '',
});

/** One form for create and edit, resolved by the shared ZNoticeForm contract. */
export function NoticeForm({ notice, submitting, onSubmit }: NoticeFormProps) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodFormResolver(ZNoticeForm), defaultValues: toValues(notice) });
  const { control } = form;
  const submit = useRecordSubmit(form, onSubmit);

  return (
    <RecordFormCard
      label={t('notices.formLabel')}
      onSubmit={submit}
      submitting={submitting}
      cancelTo={pathTo('notices')}
    >
      <Grid size={12}>
        <FormTextField control={control} name="title" label={t('notices.fields.title')} required />
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="description"
          label={t('notices.fields.description')}
          helperText={t('notices.descriptionHelp')}
          multiline
          minRows={4}
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelect
          control={control}
          name="notice_type"
          label={t('notices.fields.notice_type')}
          options={noticeTypeOptions(t)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelect
          control={control}
          name="status"
          label={t('notices.fields.status')}
          options={noticeStatusOptions(t)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField
          control={control}
          name="expires_at"
          label={t('notices.fields.expires_at')}
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
    </RecordFormCard>
  );
}
