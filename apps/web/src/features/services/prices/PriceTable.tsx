import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { createColumnHelper } from '@tanstack/react-table';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZServicePriceInput, type ServicePrice } from '@despacho/shared';
import { DataTable } from '../../../components/data-table';
import { useIsPhone } from '../../../components/layout/use-is-phone';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import type { PriceAccess, PriceField } from './price-access';
import { BelowCostChip, PriceInput, rowValues } from './PriceRowFields';
import { useDeletePriceRow, useSavePriceRow, useServicePriceTable } from './prices-api';
import { useBelowCostSave } from './use-below-cost';

const column = createColumnHelper<ServicePrice>();

/**
 * The price table, each row editable in place: edit turns the fields this user may set into
 * inputs (server errors under each), save asks before a price below cost, cancel restores it.
 */
export function PriceTable({ serviceId, access }: { serviceId: number; access: PriceAccess }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const prices = useServicePriceTable(serviceId);
  const save = useSavePriceRow(serviceId);
  const remove = useDeletePriceRow(serviceId);
  const belowCost = useBelowCostSave();
  const phone = useIsPhone();
  const [editing, setEditing] = useState<number | null>(null);
  const form = useForm({ resolver: zodFormResolver(ZServicePriceInput) });

  const startEdit = (row: ServicePrice) => {
    form.reset(rowValues(access.writable, row));
    setEditing(row.id);
  };
  const submit = form.handleSubmit((values) =>
    belowCost.run(
      (confirm) =>
        save
          .mutateAsync({ id: editing!, row: { ...values, confirm_below_cost: confirm } })
          .then(() => {
            setEditing(null);
            notify(t('common.saved'));
          }),
      (error) => handleError(error, form),
    ),
  );

  const cell = (name: PriceField) => ({
    cell: ({ row: { original: p } }: { row: { original: ServicePrice } }) =>
      editing === p.id && access.writable.includes(name) ? (
        <PriceInput control={form.control} name={name} idPrefix={`edit-${p.id}`} compact />
      ) : (
        p[name]
      ),
  });
  const columns = [
    column.accessor('kg', {
      header: t('servicePrices.columns.kg'),
      meta: { primary: true },
      // On a phone the row is a card titled "5 kg" (the column header is not shown there), and
      // the title carries the flag (the status column is left out there).
      cell: (c) =>
        editing === c.row.original.id || !phone ? (
          cell('kg').cell(c)
        ) : (
          <Stack direction="row" spacing={1} alignItems="center">
            <span>{t('servicePrices.kgValue', { kg: c.row.original.kg })}</span>
            {c.row.original.below_cost && <BelowCostChip />}
          </Stack>
        ),
    }),
    column.accessor('price', { header: t('servicePrices.columns.price'), ...cell('price') }),
    ...(access.listCosts
      ? [
          column.accessor('admin_cost', {
            header: t('servicePrices.columns.admin_cost'),
            ...cell('admin_cost'),
          }),
        ]
      : []),
    ...(access.listCosts && access.owner
      ? [
          column.accessor('main_admin_cost', {
            header: t('servicePrices.columns.main_admin_cost'),
            ...cell('main_admin_cost'),
          }),
        ]
      : []),
    column.display({
      id: 'below_cost',
      header: t('servicePrices.columns.state'),
      meta: { hideOnPhone: true },
      cell: ({ row: { original: p } }) => (p.below_cost ? <BelowCostChip /> : null),
    }),
    column.display({
      id: 'actions',
      header: t('common.actions'),
      meta: { align: 'right' },
      cell: ({ row: { original: p } }) =>
        editing === p.id ? (
          <Stack direction="row" spacing={1} justifyContent="flex-end">
            <Button onClick={() => setEditing(null)} color="inherit">
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={save.isPending}>
              {t('servicePrices.saveRow')}
            </Button>
          </Stack>
        ) : (
          <Stack direction="row" justifyContent="flex-end">
            <Tooltip title={t('servicePrices.editRow', { kg: p.kg })}>
              <IconButton
                aria-label={t('servicePrices.editRow', { kg: p.kg })}
                onClick={() => startEdit(p)}
                disabled={editing !== null}
              >
                <Edit />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('servicePrices.deleteRow', { kg: p.kg })}>
              <IconButton
                aria-label={t('servicePrices.deleteRow', { kg: p.kg })}
                disabled={editing !== null}
                onClick={() => remove.mutate(p.id, { onError: (e) => handleError(e) })}
              >
                <Delete />
              </IconButton>
            </Tooltip>
          </Stack>
        ),
    }),
  ];

  return (
    <form
      noValidate
      aria-label={t('servicePrices.tableLabel')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <DataTable<ServicePrice>
        label={t('servicePrices.title')}
        columns={columns}
        rows={prices.data}
        loading={prices.isFetching}
        error={prices.error}
        onRetry={() => void prices.refetch()}
        getRowId={(p) => String(p.id)}
        empty={{
          title: t('servicePrices.emptyTitle'),
          description: access.canAdd
            ? t('servicePrices.emptyHelp')
            : t('servicePrices.emptyHelpLocked'),
        }}
      />
      {belowCost.dialog}
    </form>
  );
}
