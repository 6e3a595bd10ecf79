import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PER_PAGE, type Invoice } from '@despacho/shared';
import { DataTable, type ListParams, type SortState } from '../../../components/data-table';
import type { Query } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { useInvoices } from '../api/list-invoices';
import { invoiceColumns, type InvoiceActions } from './invoice-columns';
import type { InvoiceFilterValues } from './InvoiceFilters';

interface Props {
  group: 'pending' | 'generated';
  filters: InvoiceFilterValues;
  staff: boolean;
  timeZone: string;
  actions: InvoiceActions;
}

const NEWEST_FIRST: SortState = { field: 'created_at', dir: 'desc' };

/**
 * One of the page's two tables. Both share the filters (in the URL); each pages and sorts on
 * its own, so its paging lives here rather than in the URL the other table reads too.
 */
export function InvoicesTable({ group, filters, staff, timeZone, actions }: Props) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PER_PAGE);
  const [sort, setSort] = useState<SortState | null>(NEWEST_FIRST);
  const filterKey = JSON.stringify(filters);
  const [seenFilters, setSeenFilters] = useState(filterKey);
  if (seenFilters !== filterKey) {
    setSeenFilters(filterKey);
    setPage(1);
  }
  const query = useMemo<Query>(() => {
    const q: Query = { page, per_page: perPage, 'where[status]': group };
    if (sort) q.order = `${sort.field} ${sort.dir}`;
    for (const [field, value] of Object.entries(filters)) {
      if (!value) continue;
      if (!staff && (field === 'user_id' || field === 'user_email')) continue;
      q[`where[${field}]`] = value;
    }
    return q;
  }, [page, perPage, sort, group, filters, staff]);
  const { data, isFetching, error, refetch } = useInvoices(query);
  const params: ListParams = {
    page,
    perPage,
    sort,
    filters: {},
    search: '',
    query,
    setPage,
    setPerPage: (n) => {
      setPerPage(n);
      setPage(1);
    },
    setSort: (s) => {
      setSort(s);
      setPage(1);
    },
    setFilter: () => undefined,
    setSearch: () => undefined,
    clearFilters: () => undefined,
  };
  const title = t(group === 'pending' ? 'invoices.pendingTitle' : 'invoices.generatedTitle');
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <DataTable<Invoice>
        label={title}
        columns={invoiceColumns(t, { locale: currentLocale(), timeZone, staff, group, actions })}
        rows={data?.data}
        pagination={data?.pagination}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        params={params}
        getRowId={(i) => String(i.id)}
        empty={{ title: t(`invoices.empty.${group}`) }}
      />
    </Stack>
  );
}
