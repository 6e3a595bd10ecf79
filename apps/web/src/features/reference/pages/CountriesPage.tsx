import { createColumnHelper } from '@tanstack/react-table';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZCountryForm, type Country } from '@despacho/shared';
import { DataTable, useListParams } from '../../../components/data-table';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useAppAbility } from '../../../app/ability';
import { pathTo } from '../../../app/route-table';
import { useCountries, useSaveRecord } from '../api/reference';
import { InlineRecordForm } from '../components/InlineRecordForm';

const column = createColumnHelper<Country>();
const DEFAULT_SORT = { field: 'name', dir: 'asc' } as const;

/** /countries (spec 3 §7): every country with its ISO codes; staff add and edit them. */
export function CountriesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const ability = useAppAbility();
  const params = useListParams([], DEFAULT_SORT);
  const { data, isFetching, error, refetch } = useCountries(params.query);
  const save = useSaveRecord<Country>('countries', 'country', ['countries']);
  const canEdit = ability.can('update', 'Country');
  const columns = [
    column.accessor('name', {
      header: t('reference.countries.name'),
      meta: { sortable: true, primary: true },
    }),
    column.accessor('code', { header: t('reference.countries.code'), meta: { sortable: true } }),
    column.accessor('alpha3', { header: 'ISO 3' }),
    column.accessor('numeric_code', { header: t('reference.countries.numeric') }),
  ];
  return (
    <>
      <PageHeader title={t('reference.countries.title')} />
      {ability.can('create', 'Country') && (
        <InlineRecordForm
          schema={ZCountryForm}
          label={t('reference.countries.new')}
          submitLabel={t('reference.add')}
          fields={[
            { name: 'name', label: t('reference.countries.name'), required: true, size: 5 },
            { name: 'code', label: t('reference.countries.code'), size: 3 },
          ]}
          values={{ name: '', code: '' }}
          submitting={save.isPending}
          onSubmit={(values) => save.mutateAsync({ values }).then(() => notify(t('common.saved')))}
        />
      )}
      <DataTable<Country>
        label={t('reference.countries.title')}
        columns={columns}
        rows={data?.data}
        pagination={data?.pagination}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        params={params}
        getRowId={(c) => String(c.id)}
        searchLabel={t('reference.countries.search')}
        onRowClick={canEdit ? (c) => navigate(pathTo('editCountry', { id: c.id })) : undefined}
        rowLabel={(c) => t('reference.editNamed', { name: c.name })}
      />
    </>
  );
}
