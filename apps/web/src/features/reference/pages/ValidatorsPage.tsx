import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { createColumnHelper } from '@tanstack/react-table';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZValidatorForm } from '@despacho/shared';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/layout/PageHeader';
import { StatusChip } from '../../../components/layout/StatusChip';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { useSaveRecord, useValidator, useValidators, type ValidatorRow } from '../api/reference';
import { InlineRecordForm } from '../components/InlineRecordForm';

const column = createColumnHelper<ValidatorRow>();

/** `?edit=3` names the validator being edited, so the form survives a reload or a link. */
function useEditingId(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('edit'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const set = (next: number | null) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next === null) p.delete('edit');
        else p.set('edit', String(next));
        return p;
      },
      { replace: true },
    );
  return [id, set];
}

/**
 * /validators (developers, spec 3 §8): the named rules the rating engine applies. The edit form
 * reads the record from GET validators/{id}; activate / suspend save the status at once.
 */
export function ValidatorsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const validators = useValidators();
  const save = useSaveRecord<ValidatorRow>('validators', 'validator', ['validators']);
  const [editingId, setEditingId] = useEditingId();
  const record = useValidator(editingId);
  const editing = editingId !== null ? (record.data ?? null) : null;

  const setStatus = (v: ValidatorRow) => {
    const status = v.status === 'active' ? 'suspended' : 'active';
    save.mutate(
      { id: v.id, values: { name: v.name, description: v.description, status } },
      {
        onSuccess: () =>
          notify(t(`reference.validators.${status === 'active' ? 'activated' : 'suspended'}`)),
        onError: (error) => handleError(error),
      },
    );
  };
  const columns = [
    column.accessor('id', { header: t('reference.validators.id') }),
    column.accessor('name', { header: t('reference.validators.name'), meta: { primary: true } }),
    column.accessor('description', { header: t('reference.validators.description') }),
    column.accessor('status', {
      header: t('reference.validators.status'),
      cell: (c) => (
        <StatusChip
          value={c.getValue()}
          label={t(`reference.validators.statuses.${c.getValue()}`)}
        />
      ),
    }),
    column.display({
      id: 'actions',
      header: t('common.actions'),
      meta: { align: 'right' },
      cell: ({ row: { original: v } }) => (
        <Stack direction="row" spacing={1} justifyContent="flex-end">
          <Button
            size="small"
            onClick={() => {
              setEditingId(v.id);
              // The form is above the list: on a phone the row may be screens away from it.
              document.querySelector('h1')?.scrollIntoView?.({ behavior: 'smooth' });
            }}
          >
            {t('common.edit')}
          </Button>
          <Button
            size="small"
            color={v.status === 'active' ? 'error' : 'primary'}
            aria-label={t(
              `reference.validators.${v.status === 'active' ? 'suspend' : 'activate'}`,
              { name: v.name },
            )}
            onClick={() => setStatus(v)}
          >
            {t(`reference.validators.${v.status === 'active' ? 'suspendShort' : 'activateShort'}`)}
          </Button>
        </Stack>
      ),
    }),
  ];
  return (
    <>
      <PageHeader title={t('reference.validators.title')} />
      {editingId !== null && record.isError && (
        <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setEditingId(null)}>
          {t('reference.validators.notFound')}
        </Alert>
      )}
      {(editingId === null || editing) && (
        <InlineRecordForm
          key={editing ? `${editing.id}-${record.dataUpdatedAt}` : 'new'}
          schema={ZValidatorForm}
          label={
            editing
              ? t('reference.editNamed', { name: editing.name })
              : t('reference.validators.new')
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
              setEditingId(null);
            })
          }
          onCancel={editing ? () => setEditingId(null) : undefined}
        />
      )}
      <DataTable<ValidatorRow>
        label={t('reference.validators.title')}
        columns={columns}
        rows={validators.data}
        loading={validators.isFetching}
        error={validators.error}
        onRetry={() => void validators.refetch()}
        getRowId={(v) => String(v.id)}
      />
    </>
  );
}
