import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Edit from '@mui/icons-material/Edit';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { SystemSetting } from '@despacho/shared';

const column = createColumnHelper<SystemSetting>();

export const systemSettingColumns = (
  t: TFunction,
  { canUpdate, onEdit }: { canUpdate: boolean; onEdit: (s: SystemSetting) => void },
) => [
  column.accessor('key', {
    header: t('settingsAdmin.system.key'),
    meta: { primary: true },
    cell: (c) => (
      <span style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{c.getValue()}</span>
    ),
  }),
  column.accessor('val', {
    header: t('settingsAdmin.system.value'),
    cell: (c) => <span style={{ wordBreak: 'break-word' }}>{c.getValue()}</span>,
  }),
  ...(canUpdate
    ? [
        column.display({
          id: 'actions',
          header: t('common.actions'),
          meta: { align: 'right' },
          cell: ({ row: { original: s } }) => (
            <Tooltip title={t('common.edit')}>
              <IconButton
                size="small"
                onClick={() => onEdit(s)}
                aria-label={t('settingsAdmin.system.editNamed', { key: s.key })}
              >
                <Edit fontSize="small" />
              </IconButton>
            </Tooltip>
          ),
        }),
      ]
    : []),
];
