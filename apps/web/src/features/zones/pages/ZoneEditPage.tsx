import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useRecordId } from '../../../lib/use-record-id';
import { LoadFailure } from '../../../components/load-state';
import { pathTo } from '../../../app/route-table';
import { useSaveZone, useZone } from '../api/zones';
import { PostalCodesPanel } from '../components/PostalCodesPanel';
import { ZoneForm } from '../components/ZoneForm';

/** /zones/:id/edit: the name, then the zone's postal codes. */
export function ZoneEditPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const id = useRecordId();
  const zone = useZone(id);
  const save = useSaveZone();
  if (id === null || zone.isError) {
    return (
      <LoadFailure
        error={id === null ? null : zone.error}
        onRetry={() => void zone.refetch()}
        notFoundTitle={t('zones.notFound')}
        notFoundMessage={t('zones.notFoundHelp')}
        backTo={pathTo('zones')}
        backLabel={t('zones.backToList')}
      />
    );
  }
  if (zone.isPending) return <LoadingScreen />;
  return (
    <>
      <PageHeader title={zone.data.name} />
      <Stack spacing={3}>
        <ZoneForm
          key={zone.data.updated_at}
          zone={zone.data}
          submitting={save.isPending}
          onSubmit={(values) =>
            save.mutateAsync({ id, zone: values }).then(() => notify(t('common.saved')))
          }
        />
        <PostalCodesPanel owner={{ kind: 'zone', id }} title={t('zones.codes.title')} />
      </Stack>
    </>
  );
}
