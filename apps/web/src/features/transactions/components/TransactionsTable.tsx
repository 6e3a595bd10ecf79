import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE, type ListResponse, type Transaction } from '@despacho/shared';
import { DataTable, type ListParams } from '../../../components/data-table';
import { FilterChips } from '../../../components/data-table/FilterChips';
import { currentLocale } from '../../../lib/i18n';
import { useTenant } from '../../tenant/api/get-tenant';
import { transactionColumns } from './transaction-columns';
import type { TransactionInvoiceOptions } from './TransactionInvoiceCell';
import { TransactionFilters, type TransactionFilterField } from './TransactionFilters';

interface TransactionsTableProps {
  params: ListParams;
  filterFields: readonly TransactionFilterField[];
  data: ListResponse<Transaction> | undefined;
  loading: boolean;
  /** The list's load error (denied or failed), shown instead of "no transactions". */
  error?: unknown;
  onRetry?: () => void;
  showUser: boolean;
  label: string;
  emptyHelp: string;
  /** The invoice column's behaviour, when invoicing is on. */
  invoice?: Omit<TransactionInvoiceOptions, 'timeZone'>;
}

/** Filters, applied-filter chips and the list: what the three transaction screens share. */
export function TransactionsTable(props: TransactionsTableProps) {
  const { t } = useTranslation();
  const timeZone = useTenant().data?.time_zone ?? DEFAULT_TIME_ZONE;
  const { params, filterFields, data } = props;
  const chips = filterFields.map((field) => ({
    field,
    label: t(`transactions.filters.${field}`),
    options: [],
  }));
  const filtered = filterFields.some((f) => params.filters[f]);
  return (
    <Stack spacing={2}>
      <TransactionFilters params={params} fields={filterFields} />
      <FilterChips params={params} filters={chips} />
      <DataTable<Transaction>
        label={props.label}
        columns={transactionColumns(t, {
          locale: currentLocale(),
          timeZone,
          showUser: props.showUser,
          invoice: props.invoice ? { ...props.invoice, timeZone } : undefined,
        })}
        rows={data?.data}
        pagination={data?.pagination}
        loading={props.loading}
        error={props.error}
        onRetry={props.onRetry}
        params={params}
        getRowId={(tr) => String(tr.id)}
        empty={
          filtered
            ? {
                title: t('table.noResults'),
                description: t('table.noResultsFiltered'),
                action: <Button onClick={params.clearFilters}>{t('table.clearFilters')}</Button>,
              }
            : { title: t('transactions.emptyTitle'), description: props.emptyHelp }
        }
      />
    </Stack>
  );
}
