import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import History from '@mui/icons-material/History';
import { createColumnHelper } from '@tanstack/react-table';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  isEndpointSettingKey,
  type CarrierSetting,
  type CarrierSettingLog,
} from '@despacho/shared';
import { DataTable } from '../../../components/data-table';
import { FormTextField } from '../../../components/form/FormTextField';
import { useNotify } from '../../../components/notifications/notifications-context';
import { downloadFile } from '../../../lib/api-client';
import { useErrorHandler } from '../../../lib/error-handler';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { TestConnectionsButton } from '../../carrier-tests/components/TestConnectionsButton';
import {
  useCarrierSettingLogs,
  useCarrierSettings,
  useSaveCarrierSetting,
} from '../api/carrier-settings';

const settingColumn = createColumnHelper<CarrierSetting>();
const logColumn = createColumnHelper<CarrierSettingLog>();

/**
 * A carrier's key/value settings (credentials, account numbers…): secrets come masked and stay
 * as they are unless a new value is typed; every change is logged, and the log exports to Excel.
 */
export function CarrierSettingsPanel({ carrierId }: { carrierId: number }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const settings = useCarrierSettings(carrierId);
  const save = useSaveCarrierSetting(carrierId);
  const [showLogs, setShowLogs] = useState(false);
  const logs = useCarrierSettingLogs(carrierId, showLogs);
  const form = useForm({ defaultValues: { key: '', value: '' } });
  const [editing, setEditing] = useState<CarrierSetting | null>(null);
  // Endpoint URLs (base_url…) are the developers'; the server refuses anyone else (403).
  const developer = useCurrentUser().data?.user_type === 'developer';
  const locked = (key: string) => !developer && isEndpointSettingKey(key);

  const startEdit = (s: CarrierSetting) => {
    setEditing(s);
    form.reset({ key: s.key, value: s.value });
  };
  const submit = form.handleSubmit((values) => {
    if (!editing && locked(values.key)) {
      form.setError('key', { message: t('carriers.settings.endpointDeveloperOnly') });
      return;
    }
    return save
      .mutateAsync({ id: editing?.id, key: values.key, value: values.value })
      .then(() => {
        notify(t('common.saved'));
        setEditing(null);
        form.reset({ key: '', value: '' });
      })
      .catch((error: unknown) => handleError(error, form));
  });

  const columns = [
    settingColumn.accessor('key', { header: t('carriers.settings.key'), meta: { primary: true } }),
    settingColumn.accessor('value', {
      header: t('carriers.settings.value'),
      cell: ({ row: { original: s } }) => (s.secret ? t('carriers.settings.hidden') : s.value),
    }),
    settingColumn.display({
      id: 'actions',
      header: t('common.actions'),
      meta: { align: 'right' },
      cell: ({ row: { original: s } }) =>
        locked(s.key) ? (
          <Typography variant="caption" color="text.secondary">
            {t('carriers.settings.endpointDeveloperOnly')}
          </Typography>
        ) : (
          <Button size="small" onClick={() => startEdit(s)}>
            {t('common.edit')}
          </Button>
        ),
    }),
  ];
  const logColumns = [
    logColumn.accessor('created_at', {
      header: t('carriers.settings.when'),
      cell: (c) => formatDateTime(c.getValue(), currentLocale()),
    }),
    logColumn.accessor('user_name', { header: t('carriers.settings.who') }),
    logColumn.accessor('key', { header: t('carriers.settings.key'), meta: { primary: true } }),
    logColumn.accessor('old_value', { header: t('carriers.settings.before') }),
    logColumn.accessor('new_value', { header: t('carriers.settings.after') }),
  ];

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" mb={2}>
          <Typography variant="h6" component="h2">
            {t('carriers.settings.title')}
          </Typography>
          <Stack direction="row" spacing={1}>
            <TestConnectionsButton carrierId={carrierId} />
            <Button startIcon={<History />} onClick={() => setShowLogs((v) => !v)}>
              {showLogs ? t('carriers.settings.hideLog') : t('carriers.settings.showLog')}
            </Button>
            <Button
              startIcon={<Download />}
              onClick={() =>
                downloadFile(
                  `carriers/${carrierId}/carrier_setting_logs/export`,
                  `bitacora-paqueteria-${carrierId}.xlsx`,
                ).catch(handleError)
              }
            >
              {t('carriers.settings.exportLog')}
            </Button>
          </Stack>
        </Stack>
        <DataTable<CarrierSetting>
          label={t('carriers.settings.title')}
          columns={columns}
          rows={settings.data}
          loading={settings.isFetching}
          getRowId={(s) => String(s.id)}
          empty={{
            title: t('carriers.settings.emptyTitle'),
            description: t('carriers.settings.emptyHelp'),
          }}
        />
        <Grid
          component="form"
          container
          spacing={2}
          mt={1}
          noValidate
          onSubmit={submit}
          aria-label={t('carriers.settings.formLabel')}
        >
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField
              control={form.control}
              name="key"
              label={t('carriers.settings.key')}
              disabled={!!editing}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <FormTextField
              control={form.control}
              name="value"
              label={t('carriers.settings.value')}
              helperText={editing?.secret ? t('carriers.settings.secretHelp') : undefined}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 3 }} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Button type="submit" variant="contained" loading={save.isPending}>
              {editing ? t('common.save') : t('carriers.settings.add')}
            </Button>
            {editing && (
              <Button
                onClick={() => {
                  setEditing(null);
                  form.reset({ key: '', value: '' });
                }}
              >
                {t('common.cancel')}
              </Button>
            )}
          </Grid>
        </Grid>
        {showLogs && (
          <Stack mt={3} spacing={1}>
            <Typography variant="subtitle2" component="h3">
              {t('carriers.settings.log')}
            </Typography>
            <DataTable<CarrierSettingLog>
              label={t('carriers.settings.log')}
              columns={logColumns}
              rows={logs.data}
              loading={logs.isFetching}
              getRowId={(l) => String(l.id)}
              empty={{ title: t('carriers.settings.logEmpty') }}
            />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
