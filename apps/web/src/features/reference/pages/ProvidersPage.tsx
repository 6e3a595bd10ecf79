import { useState } from 'react';
import Button from '@mui/material/Button';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { ZProviderForm } from '@despacho/shared';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useAppAbility } from '../../../app/ability';
import { useProviders, useSaveRecord, type ProviderRow } from '../api/reference';
import { InlineRecordForm } from '../components/InlineRecordForm';

const column = createColumnHelper<ProviderRow>();

/** /providers (spec 3 §8): the integrations with their service types; developers edit them. */
export function ProvidersPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const ability = useAppAbility();
  const providers = useProviders();
  const save = useSaveRecord<ProviderRow>('providers', 'provider', ['providers']);
  const [editing, setEditing] = useState<ProviderRow | null>(null);
  const canEdit = ability.can('update', 'Provider');
  const yes = (v: boolean) => (v ? t('reference.yes') : t('reference.no'));
  const columns = [
    column.accessor('name', { header: t('reference.providers.name'), meta: { primary: true } }),
    column.accessor('code', { header: t('reference.providers.code') }),
    column.accessor((p) => p.service_types.map((s) => s.code).join(', '), {
      id: 'service_types',
      header: t('reference.providers.serviceTypes'),
    }),
    column.accessor((p) => yes(p.supports_insurance), {
      id: 'insurance',
      header: t('reference.providers.insurance'),
    }),
    column.accessor((p) => yes(p.supports_pickup), {
      id: 'pickup',
      header: t('reference.providers.pickup'),
    }),
    column.accessor((p) => yes(p.own_agreements), {
      id: 'own',
      header: t('reference.providers.ownAgreements'),
    }),
    ...(canEdit
      ? [
          column.display({
            id: 'actions',
            header: t('common.actions'),
            meta: { align: 'right' },
            cell: ({ row: { original: p } }) => (
              <Button size="small" onClick={() => setEditing(p)}>
                {t('common.edit')}
              </Button>
            ),
          }),
        ]
      : []),
  ];
  return (
    <>
      <PageHeader title={t('reference.providers.title')} />
      {canEdit && (
        <InlineRecordForm
          key={editing?.id ?? 'new'}
          schema={ZProviderForm}
          label={
            editing
              ? t('reference.editNamed', { name: editing.name })
              : t('reference.providers.new')
          }
          submitLabel={editing ? t('common.save') : t('reference.add')}
          fields={[
            { name: 'name', label: t('reference.providers.name'), required: true, size: 5 },
            { name: 'code', label: t('reference.providers.code'), required: true, size: 3 },
          ]}
          values={{
            name: editing?.name ?? '',
            code: editing?.code ?? '',
            visible: editing?.visible ?? true,
          }}
          submitting={save.isPending}
          onSubmit={(values) =>
            save.mutateAsync({ id: editing?.id, values }).then(() => {
              notify(t('common.saved'));
              setEditing(null);
            })
          }
          onCancel={editing ? () => setEditing(null) : undefined}
        />
      )}
      <DataTable<ProviderRow>
        label={t('reference.providers.title')}
        columns={columns}
        rows={providers.data}
        loading={providers.isFetching}
        error={providers.error}
        onRetry={() => void providers.refetch()}
        getRowId={(p) => String(p.id)}
      />
    </>
  );
}
