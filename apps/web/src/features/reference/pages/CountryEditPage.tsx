import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZCountryForm, type Country } from '@despacho/shared';
import { DataTable } from '../../../components/data-table';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useRecordId } from '../../../lib/use-record-id';
import { LoadFailure } from '../../../components/load-state';
import { pathTo } from '../../../app/route-table';
import { useCountry, useSaveRecord, useStates, type StateRow } from '../api/reference';
import { InlineRecordForm } from '../components/InlineRecordForm';

const column = createColumnHelper<StateRow>();
const ZStateForm = z.object({
  name: z.string().trim().min(1, { error: 'v.required' }).max(80, { error: 'v.max_length' }),
  code: z.string().trim().min(1, { error: 'v.required' }).max(10, { error: 'v.max_length' }),
});

/** /countries/:id/edit: the country's name and code, then its states. */
export function CountryEditPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const id = useRecordId();
  const country = useCountry(id);
  const states = useStates(id ?? 0);
  const save = useSaveRecord<Country>('countries', 'country', ['countries']);
  const saveState = useSaveRecord<StateRow>(`countries/${id}/states`, 'state', ['countries']);
  if (id === null || country.isError) {
    return (
      <LoadFailure
        error={id === null ? null : country.error}
        onRetry={() => void country.refetch()}
        notFoundTitle={t('reference.countries.notFound')}
        notFoundMessage={t('reference.countries.notFoundHelp')}
        backTo={pathTo('countries')}
        backLabel={t('reference.countries.back')}
      />
    );
  }
  if (country.isPending) return <LoadingScreen />;
  return (
    <>
      <PageHeader title={country.data.name} />
      <Stack spacing={3}>
        <Card variant="outlined">
          <CardContent>
            <InlineRecordForm
              key={country.data.id}
              schema={ZCountryForm}
              label={t('reference.countries.edit')}
              submitLabel={t('common.save')}
              fields={[
                { name: 'name', label: t('reference.countries.name'), required: true, size: 5 },
                { name: 'code', label: t('reference.countries.code'), size: 3 },
              ]}
              values={{ name: country.data.name_es, code: country.data.code ?? '' }}
              submitting={save.isPending}
              onSubmit={(values) =>
                save.mutateAsync({ id, values }).then(() => notify(t('common.saved')))
              }
            />
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" mb={2}>
              {t('reference.states.title')}
            </Typography>
            <InlineRecordForm
              schema={ZStateForm}
              label={t('reference.states.new')}
              submitLabel={t('reference.add')}
              fields={[
                { name: 'name', label: t('reference.states.name'), required: true, size: 5 },
                { name: 'code', label: t('reference.states.code'), required: true, size: 3 },
              ]}
              values={{ name: '', code: '' }}
              submitting={saveState.isPending}
              onSubmit={(values) =>
                saveState.mutateAsync({ values }).then(() => notify(t('common.saved')))
              }
            />
            <DataTable<StateRow>
              label={t('reference.states.title')}
              columns={[
                column.accessor('name', {
                  header: t('reference.states.name'),
                  meta: { primary: true },
                }),
                column.accessor('code', { header: t('reference.states.code') }),
              ]}
              rows={states.data}
              loading={states.isFetching}
              error={states.error}
              onRetry={() => void states.refetch()}
              getRowId={(s) => String(s.id)}
              empty={{ title: t('reference.states.empty') }}
            />
          </CardContent>
        </Card>
      </Stack>
    </>
  );
}
