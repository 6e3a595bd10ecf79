import { useState } from 'react';
import Button from '@mui/material/Button';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { ZValidatorForm } from '@despacho/shared';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/layout/PageHeader';
import { StatusChip } from '../../../components/layout/StatusChip';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useSaveRecord, useValidators, type ValidatorRow } from '../api/reference';
import { InlineRecordForm } from '../components/InlineRecordForm';

const column = createColumnHelper<ValidatorRow>();

/** /validators (developers, spec 3 §8): the named rules the rating engine applies. */
export function ValidatorsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const validators = useValidators();
  const save = useSaveRecord<ValidatorRow>('validators', 'validator', ['validators']);
  const [editing, setEditing] = useState<ValidatorRow | null>(null);
  const columns = [
    column.accessor('name', { header: t('reference.validators.name'), meta: { primary: true } }),
    column.accessor('description', { header: t('reference.validators.description') }),
    column.accessor('status', {
      header: t('carriers.fields.status'),
      cell: (c) => (
        <StatusChip value={c.getValue()} label={t(`carriers.statuses.${c.getValue()}`)} />
      ),
    }),
    column.display({
      id: 'actions',
      header: t('common.actions'),
      meta: { align: 'right' },
      cell: ({ row: { original: v } }) => (
        <Button size="small" onClick={() => setEditing(v)}>
          {t('common.edit')}
        </Button>
      ),
    }),
  ];
  return (
    <>
      <PageHeader title={t('reference.validators.title')} />
      <InlineRecordForm
        key={editing?.id ?? 'new'}
        schema={ZValidatorForm}
        label={
          editing ? t('reference.editNamed', { name: editing.name }) : t('reference.validators.new')
        }
        submitLabel={editing ? t('common.save') : t('reference.add')}
        fields={[
          { name: 'name', label: t('reference.validators.name'), required: true, size: 3 },
          {
            name: 'description',
            label: t('reference.validators.description'),
            required: true,
            size: 6,
          },
        ]}
        values={{
          name: editing?.name ?? '',
          description: editing?.description ?? '',
          status: editing?.status ?? 'active',
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
      <DataTable<ValidatorRow>
        label={t('reference.validators.title')}
        columns={columns}
        rows={validators.data}
        loading={validators.isFetching}
        getRowId={(v) => String(v.id)}
      />
    </>
  );
}
