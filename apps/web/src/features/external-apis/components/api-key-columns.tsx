import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ApiKey, Locale } from '@despacho/shared';
import { formatDate, formatDateTime } from '../../../lib/format';

const column = createColumnHelper<ApiKey>();

interface ColumnOptions {
  locale: Locale;
  timeZone: string;
  onCopyPrefix: (key: ApiKey) => void;
  onDelete: (key: ApiKey) => void;
}

/**
 * Name, the key as the list answers it (32 asterisks) with its prefix as the only visible part
 * (copyable: the whole key no longer exists outside the server), created, last used, delete.
 */
export const apiKeyColumns = (t: TFunction, o: ColumnOptions) => [
  column.accessor('name', {
    header: t('externalApis.keys.columns.name'),
    meta: { primary: true },
  }),
  column.accessor('key', {
    header: t('externalApis.keys.columns.key'),
    cell: ({ row: { original: k } }) => (
      <Stack direction="row" alignItems="center" spacing={0.5}>
        <Stack spacing={0} sx={{ minWidth: 0 }}>
          <Typography
            component="span"
            data-testid="masked-key"
            sx={{
              fontFamily: 'monospace',
              overflowWrap: 'anywhere',
              letterSpacing: { xs: 0, sm: 1 },
              fontSize: { xs: '0.8rem', sm: 'inherit' },
            }}
          >
            {k.key}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('externalApis.keys.startsWith', { prefix: k.key_prefix })}
          </Typography>
        </Stack>
        <Tooltip title={t('externalApis.keys.copyPrefix', { name: k.name })}>
          <IconButton
            size="small"
            onClick={() => o.onCopyPrefix(k)}
            aria-label={t('externalApis.keys.copyPrefix', { name: k.name })}
          >
            <ContentCopy fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    ),
  }),
  column.accessor('created_at', {
    header: t('externalApis.keys.columns.created_at'),
    cell: (c) => formatDate(c.getValue(), o.locale, o.timeZone),
  }),
  column.accessor('last_used_at', {
    header: t('externalApis.keys.columns.last_used_at'),
    cell: (c) =>
      c.getValue()
        ? formatDateTime(c.getValue(), o.locale, o.timeZone)
        : t('externalApis.keys.neverUsed'),
  }),
  column.display({
    id: 'actions',
    header: t('externalApis.keys.columns.actions'),
    meta: { align: 'right' },
    cell: ({ row: { original: k } }) => (
      <Tooltip title={t('externalApis.keys.delete')}>
        <IconButton
          size="small"
          color="error"
          onClick={() => o.onDelete(k)}
          aria-label={t('externalApis.keys.deleteNamed', { name: k.name })}
        >
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Tooltip>
    ),
  }),
];
