import { useState } from 'react';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import type { SystemSetting } from '@despacho/shared';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useAppAbility } from '../../../app/ability';
import { useSystemSettings } from '../api/system-settings';
import { systemSettingColumns } from '../components/system-setting-columns';
import { SystemSettingDialog } from '../components/SystemSettingDialog';

/** /system-settings (developers): platform-wide keys and values; create and edit in a dialog. */
export function SystemSettingsPage() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { data, isFetching, error, refetch } = useSystemSettings();
  // undefined: closed; null: creating; a row: editing it.
  const [dialog, setDialog] = useState<SystemSetting | null | undefined>(undefined);
  const canUpdate = ability.can('update', 'SystemSetting');
  const newButton = ability.can('create', 'SystemSetting') && (
    <Button variant="contained" startIcon={<Add />} onClick={() => setDialog(null)}>
      {t('settingsAdmin.system.new')}
    </Button>
  );
  return (
    <>
      <PageHeader title={t('settingsAdmin.system.title')} actions={newButton} />
      <DataTable<SystemSetting>
        label={t('settingsAdmin.system.title')}
        columns={systemSettingColumns(t, { canUpdate, onEdit: setDialog })}
        rows={data?.data}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        getRowId={(s) => String(s.id)}
        onRowClick={canUpdate ? setDialog : undefined}
        rowLabel={(s) => t('settingsAdmin.system.editNamed', { key: s.key })}
        empty={{
          title: t('settingsAdmin.system.emptyTitle'),
          description: t('settingsAdmin.system.emptyHelp'),
          action: newButton,
        }}
      />
      {dialog !== undefined && (
        <SystemSettingDialog setting={dialog} onClose={() => setDialog(undefined)} />
      )}
    </>
  );
}
