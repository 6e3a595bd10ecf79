import Typography from '@mui/material/Typography';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { RejectedService } from '@despacho/shared';
import { DataTable } from '../../../components/data-table';

const column = createColumnHelper<RejectedService>();

/** Staff's "why not": each service left out of the quote, with the reason in words. */
export function RejectedServices({ rows }: { rows: RejectedService[] }) {
  const { t } = useTranslation();
  const columns = [
    column.accessor('service_name', {
      header: t('quotes.columns.service'),
      meta: { primary: true },
      cell: ({ row: { original: r } }) => `${r.service_name} · ${r.carrier_name}`,
    }),
    column.accessor('message', {
      header: t('quotes.columns.reason'),
      cell: ({ row: { original: r } }) => (
        <>
          <Typography variant="body2">{r.message}</Typography>
          {r.detail && (
            <Typography variant="caption" color="text.secondary">
              {r.detail}
            </Typography>
          )}
        </>
      ),
    }),
    column.accessor('code', {
      header: t('quotes.columns.code'),
      meta: { hideOnPhone: true },
      cell: (c) => <code>{c.getValue()}</code>,
    }),
  ];
  return (
    <DataTable<RejectedService>
      label={t('quotes.rejectedTitle')}
      columns={columns as never}
      rows={rows}
      loading={false}
      getRowId={(r) => `${r.service_id}`}
      empty={{ title: t('quotes.noneRejected'), description: t('quotes.noneRejectedHelp') }}
    />
  );
}
