import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { SETTING_NAMESPACES, type Setting } from '@despacho/shared';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { LoadErrorAlert } from '../../../components/layout/LoadErrorAlert';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useAppAbility } from '../../../app/ability';
import { useErrorHandler } from '../../../lib/error-handler';
import { useAllSettings, useDeleteSetting } from '../api/settings-admin';
import { matchesSearch, settingTitle } from '../components/setting-text';
import { SettingCreateDialog } from '../components/SettingCreateDialog';
import { SettingEditDialog } from '../components/SettingEditDialog';
import { SettingsNamespacePanel } from '../components/SettingsNamespacePanel';

/**
 * /settings (spec 3): the tenant's settings in one expandable panel per namespace. Staff with
 * update permission edit values; developers also create, delete and see hidden settings.
 */
export function SettingsPage() {
  const { t, i18n } = useTranslation();
  const ability = useAppAbility();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const { data, isPending, error, refetch } = useAllSettings();
  const remove = useDeleteSetting();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<Setting | null>(null);
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<Setting | null>(null);
  const developer = ability.can('create', 'Setting');

  const groups = useMemo(() => {
    const rows = (data?.data ?? []).filter((s) => matchesSearch(t, s, search));
    const collator = new Intl.Collator(i18n.language);
    return SETTING_NAMESPACES.map((namespace) => ({
      namespace,
      settings: rows
        .filter((s) => s.namespace === namespace)
        .sort((a, b) => collator.compare(settingTitle(t, a), settingTitle(t, b))),
    })).filter((g) => g.settings.length > 0);
  }, [data, search, t, i18n.language]);

  const toggle = (namespace: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(namespace)) next.delete(namespace);
      else next.add(namespace);
      return next;
    });
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => notify(t('settingsAdmin.deleted')),
      onError: (error) => handleError(error),
      onSettled: () => setToDelete(null),
    });
  };
  const actions = {
    canUpdate: ability.can('update', 'Setting'),
    canDestroy: ability.can('destroy', 'Setting'),
    onEdit: setEditing,
    onDelete: setToDelete,
  };
  const searching = search.trim() !== '';

  return (
    <>
      <PageHeader
        title={t('settingsAdmin.title')}
        subtitle={t('settingsAdmin.subtitle')}
        actions={
          developer && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
              {t('settingsAdmin.new')}
            </Button>
          )
        }
      />
      <TextField
        type="search"
        size="small"
        id="settings-search"
        label={t('settingsAdmin.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {isPending ? (
        <LoadingScreen inline />
      ) : error && !data ? (
        <LoadErrorAlert
          message={t('settingsAdmin.loadError')}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : groups.length === 0 ? (
        <Alert severity="info">
          {searching ? t('settingsAdmin.noMatch', { search }) : t('settingsAdmin.emptyTitle')}
        </Alert>
      ) : (
        <Stack>
          {groups.map((g) => (
            <SettingsNamespacePanel
              key={g.namespace}
              namespace={g.namespace}
              settings={g.settings}
              // While searching every panel with a match is open.
              expanded={searching || open.has(g.namespace)}
              onToggle={() => toggle(g.namespace)}
              actions={actions}
            />
          ))}
        </Stack>
      )}
      {editing && (
        <SettingEditDialog
          setting={editing}
          developer={developer}
          onClose={() => setEditing(null)}
        />
      )}
      {creating && <SettingCreateDialog onClose={() => setCreating(false)} />}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('settingsAdmin.deleteTitle')}
        message={t('settingsAdmin.deleteMessage', {
          title: toDelete ? settingTitle(t, toDelete) : '',
          key: toDelete?.key ?? '',
        })}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
