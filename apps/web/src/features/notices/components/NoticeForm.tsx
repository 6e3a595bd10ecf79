import Grid from '@mui/material/Grid';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZNoticeForm, type Notice, type NoticeForm as NoticeFormValues } from '@despacho/shared';
import { FormDateField } from '../../../components/form/FormDateField';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { RecordFormCard } from '../../../components/form/RecordFormCard';
import { FormRichTextField } from '../../../components/form/rich-text/FormRichTextField';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { todayIn } from '../../../lib/format';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { pathTo } from '../../../app/route-table';
import { useTenant } from '../../tenant/api/get-tenant';
import { NoticeAlert } from './NoticeAlert';
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

/**
 * One form for create and edit, resolved by the shared ZNoticeForm contract. The description is
 * written with a small editor and previewed as the dashboard will show it; the expiry date is
 * picked from today on (tenant calendar).
 */
export function NoticeForm({ notice, submitting, onSubmit }: NoticeFormProps) {
  const { t } = useTranslation();
  const timeZone = useTenant().data?.time_zone;
  const form = useForm({ resolver: zodFormResolver(ZNoticeForm), defaultValues: toValues(notice) });
  const { control } = form;
  const submit = useRecordSubmit(form, onSubmit);
  const [title, type] = useWatch({ control, name: ['title', 'notice_type'] });

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
        <FormRichTextField
          control={control}
          name="description"
          label={t('notices.fields.description')}
          helperText={t('notices.descriptionHelp')}
          required
          renderPreview={(html) => (
            <NoticeAlert
              type={type ?? 'info'}
              title={title || t('notices.fields.title')}
              html={html}
            />
          )}
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
        <FormDateField
          control={control}
          name="expires_at"
          label={t('notices.fields.expires_at')}
          helperText={t('notices.expiresHelp')}
          minDate={todayIn(timeZone)}
        />
      </Grid>
    </RecordFormCard>
  );
}
