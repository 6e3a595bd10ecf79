import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Add from '@mui/icons-material/Add';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Carrier, CarrierQuoteHealth } from '@despacho/shared';
import { DataTable, useListParams } from '../../../components/data-table';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { useAppAbility } from '../../../app/ability';
import { pathTo } from '../../../app/route-table';
import { useCarriers, useCarrierStatus, useDeleteCarrier } from '../api/carriers';
import { useCarrierQuoteHealth } from '../api/quote-health';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { carrierColumns } from '../components/carrier-columns';
import { CarrierImportButton } from '../components/CarrierImportButton';

const FILTERS = ['status'] as const;
const DEFAULT_SORT = { field: 'name', dir: 'asc' } as const;
const TABS = ['', 'active', 'suspended'] as const;

/** /carriers: tabs all / active / suspended (spec 3 §6), search, paging. */
export function CarriersListPage() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const navigate = useNavigate();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const params = useListParams(FILTERS, DEFAULT_SORT);
  const { data, isFetching, error, refetch } = useCarriers(params.query);
  const status = useCarrierStatus();
  const health = useCarrierQuoteHealth();
  // One carrier may have several accounts skipped; the earliest says since when.
  const skipped = new Map<number, CarrierQuoteHealth>();
  for (const h of [...(health.data ?? [])].sort((a, b) => a.since.localeCompare(b.since))) {
    if (!skipped.has(h.carrier_id)) skipped.set(h.carrier_id, h);
  }
  const canCreate = ability.can('create', 'Carrier');
  const canUpdate = ability.can('update', 'Carrier');
  const tab = params.filters.status ?? '';
  const isDeveloper = useCurrentUser().data?.user_type === 'developer';
  const remove = useDeleteCarrier();
  const [deleting, setDeleting] = useState<Carrier | null>(null);
  // Spec 3 §6: delete is the developer's, behind the destroy ability.
  const canDelete = isDeveloper && ability.can('destroy', 'Carrier');
  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => notify(t('carriers.deleted', { name: deleting.name })),
      // A refusal says what is in the way (priced services, customers' prices, shipments).
      onError: (e) => handleError(e),
      onSettled: () => setDeleting(null),
    });

  const newButton = canCreate && (
    <Button component={Link} to={pathTo('newCarrier')} variant="contained" startIcon={<Add />}>
      {t('carriers.new')}
    </Button>
  );
  const actions = (
    <>
      {isDeveloper && <CarrierImportButton />}
      {newButton}
    </>
  );
  const toggle = (carrier: Carrier) =>
    status.mutate(
      { id: carrier.id, action: carrier.status === 'active' ? 'suspend' : 'activate' },
      { onSuccess: () => notify(t('common.saved')), onError: (e) => handleError(e) },
    );

  return (
    <>
      <PageHeader title={t('carriers.title')} actions={actions} />
      <Tabs
        value={tab}
        onChange={(_, value: string) => params.setFilter('status', value)}
        aria-label={t('carriers.tabsLabel')}
        sx={{ mb: 2 }}
      >
        {TABS.map((value) => (
          <Tab key={value || 'all'} value={value} label={t(`carriers.tabs.${value || 'all'}`)} />
        ))}
      </Tabs>
      <DataTable<Carrier>
        label={t('carriers.title')}
        columns={carrierColumns(t, {
          canUpdate,
          canDelete,
          onToggle: toggle,
          onDelete: setDeleting,
          skipped,
        })}
        rows={data?.data}
        pagination={data?.pagination}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        params={params}
        getRowId={(c) => String(c.id)}
        searchLabel={t('carriers.search')}
        onRowClick={canUpdate ? (c) => navigate(pathTo('editCarrier', { id: c.id })) : undefined}
        rowLabel={(c) => t('carriers.editNamed', { name: c.name })}
        empty={{
          title: t('carriers.emptyTitle'),
          description: t('carriers.emptyHelp'),
          action: newButton,
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('carriers.deleteTitle')}
        message={t('carriers.deleteConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('carriers.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
