import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import { createColumnHelper } from '@tanstack/react-table';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZServicePriceInput, type ServicePrice, type ServicePriceInput } from '@despacho/shared';
import { DataTable } from '../../../components/data-table';
import { FormTextField } from '../../../components/form/FormTextField';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { useNotify } from '../../../components/notifications/notifications-context';
import { downloadFile } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useErrorHandler } from '../../../lib/error-handler';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useCurrentUser } from '../../auth/api/get-current-user';
import {
  useAddServicePrice,
  useDeleteServicePrice,
  useImportServicePrices,
  useServicePrices,
} from '../api/services';

const column = createColumnHelper<ServicePrice>();
const EMPTY = {
  kg: '',
  price: '',
  admin_cost: '',
  main_admin_cost: '',
} as unknown as ServicePriceInput;

/**
 * The weight table of a static service (spec 3 §4): rows by kg with price and costs (the main
 * admin cost only for main admins and developers), one row at a time or a whole .xlsx at once.
 */
export function ServicePricesPanel({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const userType = useCurrentUser().data?.user_type;
  const owner = userType === 'main_admin' || userType === 'developer';
  const prices = useServicePrices(serviceId);
  const add = useAddServicePrice(serviceId);
  const remove = useDeleteServicePrice(serviceId);
  const importer = useImportServicePrices(serviceId);
  const [importErrors, setImportErrors] = useState<string[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm({ resolver: zodFormResolver(ZServicePriceInput), defaultValues: EMPTY });
  const submit = useRecordSubmit(form, (values) =>
    add.mutateAsync(values).then(() => {
      form.reset(EMPTY);
      notify(t('common.saved'));
    }),
  );

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setImportErrors([]);
    importer.mutate(file, {
      onSuccess: (r) => notify(t('services.prices.imported', { count: r.imported })),
      onError: (error) => {
        if (error instanceof ApiError && error.errors.file) setImportErrors(error.errors.file);
        else handleError(error);
      },
      onSettled: () => {
        if (fileInput.current) fileInput.current.value = '';
      },
    });
  };

  const columns = [
    column.accessor('kg', { header: t('services.prices.kg'), meta: { primary: true } }),
    column.accessor('price', { header: t('services.prices.price') }),
    column.accessor('admin_cost', { header: t('services.prices.admin_cost') }),
    ...(owner
      ? [column.accessor('main_admin_cost', { header: t('services.prices.main_admin_cost') })]
      : []),
    column.display({
      id: 'actions',
      header: t('common.actions'),
      meta: { align: 'right' },
      cell: ({ row: { original: p } }) => (
        <Tooltip title={t('common.delete')}>
          <IconButton
            aria-label={t('services.prices.deleteRow', { kg: p.kg })}
            onClick={() => remove.mutate(p.id, { onError: (e) => handleError(e) })}
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
          mb={2}
        >
          <Typography variant="h6" component="h2">
            {t('services.prices.title')}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button
              startIcon={<Download />}
              onClick={() =>
                downloadFile('service_prices/example', 'precios-ejemplo.xlsx').catch(handleError)
              }
            >
              {t('services.prices.example')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<UploadFile />}
              loading={importer.isPending}
              onClick={() => fileInput.current?.click()}
            >
              {t('services.prices.import')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              aria-label={t('services.prices.importFile')}
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => onFile(e.target.files?.[0])}
            />
          </Stack>
        </Stack>
        <Typography variant="body2" color="text.secondary" mb={2}>
          {t('services.prices.importHelp')}
        </Typography>
        {importErrors.length > 0 && (
          <Alert severity="error" sx={{ mb: 2 }} onClose={() => setImportErrors([])}>
            <strong>{t('services.prices.importFailed')}</strong>
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {importErrors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </Alert>
        )}
        <DataTable<ServicePrice>
          label={t('services.prices.title')}
          columns={columns}
          rows={prices.data}
          loading={prices.isFetching}
          getRowId={(p) => String(p.id)}
          empty={{
            title: t('services.prices.emptyTitle'),
            description: t('services.prices.emptyHelp'),
          }}
        />
        <Grid
          component="form"
          container
          spacing={2}
          mt={1}
          noValidate
          onSubmit={submit}
          aria-label={t('services.prices.addLabel')}
        >
          {(['kg', 'price', 'admin_cost', ...(owner ? ['main_admin_cost'] : [])] as const).map(
            (name) => (
              <Grid key={name} size={{ xs: 6, sm: owner ? 2.5 : 3 }}>
                <FormTextField
                  control={form.control}
                  name={name as keyof ServicePriceInput}
                  label={t(`services.prices.${name}`)}
                  required={name === 'kg' || name === 'price'}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
              </Grid>
            ),
          )}
          <Grid size={{ xs: 12, sm: owner ? 2 : 3 }} sx={{ display: 'flex', alignItems: 'center' }}>
            <Button type="submit" variant="contained" loading={add.isPending} fullWidth>
              {t('services.prices.add')}
            </Button>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
