import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import type { Setting } from '@despacho/shared';
import { settingDescription, settingTitle, settingValueText } from './setting-text';

export interface SettingRowActions {
  canUpdate: boolean;
  /** Developers: the delete button, on custom keys only (a product key comes back at start). */
  canDestroy: boolean;
  onEdit: (s: Setting) => void;
  onDelete: (s: Setting) => void;
}

/** One setting: its title and what it does, its value, and the actions the reader may take. */
export function SettingRow({ setting, actions }: { setting: Setting; actions: SettingRowActions }) {
  const { t } = useTranslation();
  const title = settingTitle(t, setting);
  const muted = setting.value === '';
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0.5, sm: 2 }}
      alignItems={{ xs: 'stretch', sm: 'center' }}
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', minWidth: 0 }}
      data-setting-key={setting.key}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography variant="subtitle2" component="h3">
            {title}
          </Typography>
          {!setting.visible && (
            <Chip size="small" variant="outlined" label={t('settingsAdmin.hidden')} />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {settingDescription(t, setting)}
        </Typography>
        <Typography
          variant="caption"
          color="text.disabled"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
        >
          {setting.key}
        </Typography>
      </Box>
      <Stack
        direction="row"
        spacing={1}
        alignItems="center"
        justifyContent={{ xs: 'space-between', sm: 'flex-end' }}
        sx={{ flexShrink: 0, width: { sm: 300 }, minWidth: 0 }}
      >
        <Typography
          variant="body2"
          color={muted ? 'text.secondary' : 'text.primary'}
          title={settingValueText(t, setting)}
          sx={{
            fontWeight: setting.kind === 'flag' && setting.value === '1' ? 600 : 400,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            minWidth: 0,
          }}
          aria-label={`${title}: ${settingValueText(t, setting)}`}
        >
          {settingValueText(t, setting)}
        </Typography>
        <Stack direction="row" sx={{ flexShrink: 0 }}>
          {actions.canUpdate && (
            <Tooltip title={t('common.edit')}>
              <IconButton
                size="small"
                onClick={() => actions.onEdit(setting)}
                aria-label={t('settingsAdmin.editNamed', { title })}
              >
                <Edit fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {actions.canDestroy && !setting.catalogue && (
            <Tooltip title={t('common.delete')}>
              <IconButton
                size="small"
                color="error"
                onClick={() => actions.onDelete(setting)}
                aria-label={t('settingsAdmin.deleteNamed', { title })}
              >
                <Delete fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}
