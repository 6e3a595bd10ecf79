import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import { createColumnHelper } from '@tanstack/react-table';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Zone } from '@despacho/shared';
import { DataTable, useListParams } from '../../../components/data-table';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useAppAbility } from '../../../app/ability';
import { pathTo } from '../../../app/route-table';
import { useZones } from '../api/zones';

const column = createColumnHelper<Zone>();
const DEFAULT_SORT = { field: 'name', dir: 'asc' } as const;

/** /zones: the tenant's zones with how many postal codes and services each has. */
export function ZonesListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const params = useListParams([], DEFAULT_SORT);
  const { data, isFetching, error, refetch } = useZones(params.query);
  const newButton = ability.can('create', 'Zone') && (
    <Button component={Link} to={pathTo('newZone')} variant="contained" startIcon={<Add />}>
      {t('zones.new')}
    </Button>
  );
  const columns = [
    column.accessor('name', {
      header: t('zones.fields.name'),
      meta: { sortable: true, primary: true },
    }),
    column.accessor('postal_codes_count', { header: t('zones.postalCodesCount') }),
    column.accessor('services_count', { header: t('zones.servicesCount') }),
  ];
  return (
    <>
      <PageHeader title={t('zones.title')} actions={newButton} />
      <DataTable<Zone>
        label={t('zones.title')}
        columns={columns}
        rows={data?.data}
        pagination={data?.pagination}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        params={params}
        getRowId={(z) => String(z.id)}
        searchLabel={t('zones.search')}
        onRowClick={(z) => navigate(pathTo('editZone', { id: z.id }))}
        rowLabel={(z) => t('zones.editNamed', { name: z.name })}
        empty={{
          title: t('zones.emptyTitle'),
          description: t('zones.emptyHelp'),
          action: newButton,
        }}
      />
    </>
  );
}
