import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import History from '@mui/icons-material/History';
import { createColumnHelper } from '@tanstack/react-table';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  isEndpointSettingKey,
  type CarrierSetting,
  type CarrierSettingLog,
} from '@despacho/shared';
import { DataTable } from '../../../components/data-table';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { FormTextField } from '../../../components/form/FormTextField';
import { useNotify } from '../../../components/notifications/notifications-context';
import { downloadFile } from '../../../lib/api-client';
import { useErrorHandler } from '../../../lib/error-handler';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useAppAbility } from '../../../app/ability';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { TestConnectionsButton } from '../../carrier-tests/components/TestConnectionsButton';
import {
  useCarrierSettingLogs,
  useCarrierSettings,
  useDeleteCarrierSetting,
  useSaveCarrierSetting,
} from '../api/carrier-settings';

const settingColumn = createColumnHelper<CarrierSetting>();
const logColumn = createColumnHelper<CarrierSettingLog>();

/**
 * A carrier's key/value settings (credentials, account numbers…): secrets come masked and stay
 * as they are unless a new value is typed; every change is logged, and the log exports to Excel.
 * Developers also see hidden rows and set "Visible" (spec 3 §6); staff who may change a setting
 * may delete it, after confirming.
 */
export function CarrierSettingsPanel({ carrierId }: { carrierId: number }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const settings = useCarrierSettings(carrierId);
  const save = useSaveCarrierSetting(carrierId);
  const [showLogs, setShowLogs] = useState(false);
  const logs = useCarrierSettingLogs(carrierId, showLogs);
  const remove = useDeleteCarrierSetting(carrierId);
  const blank = { key: '', value: '', visible: true };
  const form = useForm({ defaultValues: blank });
  const [editing, setEditing] = useState<CarrierSetting | null>(null);
  const [deleting, setDeleting] = useState<CarrierSetting | null>(null);
  // Endpoint URLs (base_url…) are the developers'; the server refuses anyone else (403).
  const userType = useCurrentUser().data?.user_type;
  const developer = userType === 'developer';
  const owner = developer || userType === 'main_admin';
  const mayDelete = useAppAbility().can('destroy', 'CarrierSetting');
  const locked = (key: string) => !developer && isEndpointSettingKey(key);
  // The limit mirrors the shipment limit: an owner's (the server says 403 to anyone else).
  const deletable = (key: string) => mayDelete && (owner || key !== 'limit');

  const startEdit = (s: CarrierSetting) => {
    setEditing(s);
    form.reset({ key: s.key, value: s.value, visible: s.visible });
  };
  const stopEdit = () => {
    setEditing(null);
    form.reset(blank);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify(t('carrierSettings.deleted'));
        if (editing?.id === deleting.id) stopEdit();
      },
      onError: (error) => handleError(error),
      onSettled: () => setDeleting(null),
    });
  };
  const submit = form.handleSubmit((values) => {
    if (!editing && locked(values.key)) {
      form.setError('key', { message: t('carriers.settings.endpointDeveloperOnly') });
      return;
    }
    return save
      .mutateAsync({
        id: editing?.id,
        key: values.key,
        value: values.value,
        visible: developer ? values.visible : undefined,
      })
      .then(() => {
        notify(t('common.saved'));
        stopEdit();
      })
      .catch((error: unknown) => handleError(error, form));
  });

  const columns = [
    settingColumn.accessor('key', {
      header: t('carriers.settings.key'),
      meta: { primary: true },
      cell: ({ row: { original: s } }) => (
        <>
          {s.key}
          {!s.visible && (
            <Chip size="small" label={t('carrierSettings.hiddenChip')} sx={{ ml: 1 }} />
          )}
        </>
      ),
    }),
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
          <Stack direction="row" spacing={1} justifyContent="flex-end">
            <Button size="small" onClick={() => startEdit(s)}>
              {t('common.edit')}
            </Button>
            {deletable(s.key) && (
              <Button
                size="small"
                color="error"
                aria-label={t('carrierSettings.delete', { key: s.key })}
                onClick={() => setDeleting(s)}
              >
                {t('common.delete')}
              </Button>
            )}
          </Stack>
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
          error={settings.error}
          onRetry={() => void settings.refetch()}
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
          {developer && (
            <Grid size={12}>
              <Controller
                control={form.control}
                name="visible"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={field.value}
                        onChange={(e) => field.onChange(e.target.checked)}
                      />
                    }
                    label={t('carrierSettings.visible')}
                  />
                )}
              />
              <Typography variant="caption" color="text.secondary">
                {t('carrierSettings.visibleHelp')}
              </Typography>
            </Grid>
          )}
          <Grid size={{ xs: 12, sm: 3 }} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Button type="submit" variant="contained" loading={save.isPending}>
              {editing ? t('common.save') : t('carriers.settings.add')}
            </Button>
            {editing && <Button onClick={stopEdit}>{t('common.cancel')}</Button>}
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
              error={logs.error}
              onRetry={() => void logs.refetch()}
              getRowId={(l) => String(l.id)}
              empty={{ title: t('carriers.settings.logEmpty') }}
            />
          </Stack>
        )}
        <ConfirmDialog
          open={deleting !== null}
          title={deleting ? t('carrierSettings.deleteTitle', { key: deleting.key }) : ''}
          message={t('carrierSettings.deleteMessage')}
          confirmLabel={t('common.delete')}
          tone="error"
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        />
      </CardContent>
    </Card>
  );
}
