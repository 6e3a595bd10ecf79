import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import DeleteSweep from '@mui/icons-material/DeleteSweep';
import UploadFile from '@mui/icons-material/UploadFile';
import { createColumnHelper } from '@tanstack/react-table';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { POSTAL_CODES_PER_PAGE, type CoveragePostalCode } from '@despacho/shared';
import { DataTable } from '../../../components/data-table';
import type { ListParams } from '../../../components/data-table/use-list-params';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { FormTextField } from '../../../components/form/FormTextField';
import { useNotify } from '../../../components/notifications/notifications-context';
import { ApiError } from '../../../lib/api-error';
import { useErrorHandler } from '../../../lib/error-handler';
import { useCountryChoices } from '../../quotes/api/get-countries';
import {
  useAddPostalCode,
  useDeletePostalCodes,
  useImportPostalCodes,
  usePostalCodes,
  type CodesOwner,
} from '../api/zones';

const column = createColumnHelper<CoveragePostalCode>();

/** Local paging and search (the panel sits inside a record's page, not in the URL). */
function useLocalParams(): ListParams {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(POSTAL_CODES_PER_PAGE);
  const [search, setSearch] = useState('');
  const query = {
    page,
    per_page: perPage,
    ...(search.trim() ? { search: search.trim() } : {}),
  };
  return {
    page,
    perPage,
    sort: null,
    filters: {},
    search,
    query,
    setPage,
    setPerPage: (n) => {
      setPerPage(n);
      setPage(1);
    },
    setSort: () => undefined,
    setFilter: () => undefined,
    setSearch: (v) => {
      setSearch(v);
      setPage(1);
    },
    clearFilters: () => setSearch(''),
  };
}

/**
 * A zone's or a service's postal codes (spec 3 §5): 10 per page, search, add one, import a
 * headerless csv/xlsx (one code per row, for the chosen country), delete one or all (asked
 * first). Used on the zone page and on a service's page.
 */
export function PostalCodesPanel({
  owner,
  title,
  help,
}: {
  owner: CodesOwner;
  title: string;
  help?: string;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const params = useLocalParams();
  const codes = usePostalCodes(owner, params.query);
  const countries = useCountryChoices().data ?? [];
  const mexico = countries.find((c) => c.code === 'MX');
  const [countryId, setCountryId] = useState('');
  const chosenCountry = countryId || (mexico ? String(mexico.id) : '');
  const add = useAddPostalCode(owner);
  const remove = useDeletePostalCodes(owner);
  const importer = useImportPostalCodes(owner);
  const [confirmAll, setConfirmAll] = useState(false);
  const [importErrors, setImportErrors] = useState<string[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm({ defaultValues: { postal_code: '' } });

  const submit = form.handleSubmit((values) =>
    add
      .mutateAsync({ postal_code: values.postal_code, country_id: chosenCountry })
      .then(() => {
        form.reset({ postal_code: '' });
        notify(t('zones.codes.added'));
      })
      .catch((error: unknown) => handleError(error, form)),
  );
  const onFile = (file: File | undefined) => {
    if (!file) return;
    setImportErrors([]);
    importer.mutate(
      { file, countryId: chosenCountry },
      {
        onSuccess: (r) =>
          notify(
            [
              t('zones.codes.imported', { count: r.imported }),
              ...(r.skipped ? [t('zones.codes.skipped', { count: r.skipped })] : []),
            ].join(', '),
          ),
        onError: (error) => {
          if (error instanceof ApiError && error.errors.file) setImportErrors(error.errors.file);
          else handleError(error);
        },
        onSettled: () => {
          if (fileInput.current) fileInput.current.value = '';
        },
      },
    );
  };

  const columns = [
    column.accessor('postal_code', {
      header: t('zones.codes.postal_code'),
      meta: { primary: true },
    }),
    column.accessor('country_code', { header: t('zones.codes.country') }),
    column.display({
      id: 'actions',
      header: t('common.actions'),
      meta: { align: 'right' },
      cell: ({ row: { original: c } }) => (
        <Tooltip title={t('common.delete')}>
          <IconButton
            aria-label={t('zones.codes.deleteOne', { code: c.postal_code })}
            onClick={() => remove.mutate(c.id, { onError: (e) => handleError(e) })}
          >
            <Delete />
          </IconButton>
        </Tooltip>
      ),
    }),
  ];

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          justifyContent="space-between"
          alignItems={{ sm: 'center' }}
          spacing={1}
          mb={1}
        >
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              startIcon={<UploadFile />}
              loading={importer.isPending}
              onClick={() => fileInput.current?.click()}
            >
              {t('zones.codes.import')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              aria-label={t('zones.codes.importFile')}
              accept=".csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => onFile(e.target.files?.[0])}
            />
            <Button
              color="error"
              startIcon={<DeleteSweep />}
              disabled={!codes.data?.pagination.total_objects}
              onClick={() => setConfirmAll(true)}
            >
              {t('zones.codes.deleteAll')}
            </Button>
          </Stack>
        </Stack>
        <Typography variant="body2" color="text.secondary" mb={2}>
          {help ?? t('zones.codes.help')}
        </Typography>
        {importer.isPending && (
          <Stack spacing={0.5} mb={2}>
            <LinearProgress aria-label={t('zones.codes.importing')} />
            <Typography variant="caption">{t('zones.codes.importing')}</Typography>
          </Stack>
        )}
        {importErrors.length > 0 && (
          <Alert severity="error" sx={{ mb: 2 }} onClose={() => setImportErrors([])}>
            <strong>{t('zones.codes.importFailed')}</strong>
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {importErrors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </Alert>
        )}
        <Grid
          component="form"
          container
          spacing={2}
          mb={2}
          noValidate
          onSubmit={submit}
          aria-label={t('zones.codes.addLabel')}
        >
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              select
              fullWidth
              label={t('zones.codes.country')}
              value={chosenCountry}
              onChange={(e) => setCountryId(e.target.value)}
            >
              {countries.map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <FormTextField
              control={form.control}
              name="postal_code"
              label={t('zones.codes.postal_code')}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 3 }} sx={{ display: 'flex', alignItems: 'center' }}>
            <Button type="submit" variant="contained" fullWidth loading={add.isPending}>
              {t('zones.codes.add')}
            </Button>
          </Grid>
        </Grid>
        <DataTable<CoveragePostalCode>
          label={title}
          columns={columns}
          rows={codes.data?.data}
          pagination={codes.data?.pagination}
          loading={codes.isFetching}
          error={codes.error}
          onRetry={() => void codes.refetch()}
          params={params}
          getRowId={(c) => String(c.id)}
          searchLabel={t('zones.codes.search')}
          empty={{ title: t('zones.codes.emptyTitle'), description: t('zones.codes.emptyHelp') }}
        />
        <ConfirmDialog
          open={confirmAll}
          title={t('zones.codes.deleteAllTitle')}
          message={t('zones.codes.deleteAllMessage', {
            count: codes.data?.pagination.total_objects ?? 0,
          })}
          confirmLabel={t('zones.codes.deleteAll')}
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate('all', {
              onSuccess: () => notify(t('zones.codes.deletedAll')),
              onError: (e) => handleError(e),
              onSettled: () => setConfirmAll(false),
            })
          }
          onClose={() => setConfirmAll(false)}
        />
      </CardContent>
    </Card>
  );
}
