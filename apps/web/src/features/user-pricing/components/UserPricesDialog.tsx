import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Grid from '@mui/material/Grid';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import UploadFile from '@mui/icons-material/UploadFile';
import { createColumnHelper } from '@tanstack/react-table';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZUserPriceInput, type UserPrice, type UserPriceInput } from '@despacho/shared';
import { DataTable } from '../../../components/data-table';
import { FormTextField } from '../../../components/form/FormTextField';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { useNotify } from '../../../components/notifications/notifications-context';
import { downloadFile } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useErrorHandler } from '../../../lib/error-handler';
import { formatMoney } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import {
  useDeleteUserPrice,
  useImportUserPrices,
  useSaveUserPrice,
  useUserPrices,
} from '../api/user-pricing';

const column = createColumnHelper<UserPrice>();
const EMPTY = { kg: '', price: '' } as unknown as UserPriceInput;

/**
 * The customer's own price table for one service: rows by kg, added or changed one at a time
 * (the pencil loads a row into the form) or replaced whole from an .xlsx.
 */
export function UserPricesDialog({
  userId,
  service,
  onClose,
}: {
  userId: number;
  service: { id: number; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const prices = useUserPrices(userId, service.id);
  const importer = useImportUserPrices(userId, service.id);
  const remove = useDeleteUserPrice(userId, service.id);
  const save = useSaveUserPrice(userId, service.id);
  const [editing, setEditing] = useState<UserPrice | null>(null);
  const form = useForm({ resolver: zodFormResolver(ZUserPriceInput), defaultValues: EMPTY });
  const stopEditing = () => {
    setEditing(null);
    form.reset(EMPTY);
  };
  const submit = useRecordSubmit(form, (values) =>
    save.mutateAsync({ id: editing?.id ?? null, values }).then(() => {
      stopEditing();
      notify(t('common.saved'));
      void prices.refetch();
    }),
  );
  const [errors, setErrors] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const onFile = (file: File | undefined) => {
    if (!file) return;
    setErrors([]);
    importer.mutate(file, {
      onSuccess: (r) => {
        notify(t('userPricing.imported', { count: r.imported }));
        void prices.refetch();
      },
      onError: (e) =>
        e instanceof ApiError && e.errors.file ? setErrors(e.errors.file) : handleError(e),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };
  const columns = [
    column.accessor('kg', {
      header: t('services.prices.kg'),
      meta: { primary: true },
      cell: (c) => t('userPricing.kgValue', { kg: c.getValue() }),
    }),
    column.accessor('price', {
      header: t('services.prices.price'),
      cell: (c) => formatMoney(c.getValue(), locale),
    }),
    column.display({
      id: 'actions',
      header: t('common.actions'),
      meta: { align: 'right' },
      cell: ({ row: { original: p } }) => (
        <Stack direction="row" justifyContent="flex-end">
          <IconButton
            aria-label={t('userPricing.edit', { kg: p.kg })}
            onClick={() => {
              setEditing(p);
              form.reset({ kg: String(p.kg), price: p.price } as unknown as UserPriceInput);
            }}
          >
            <Edit />
          </IconButton>
          <IconButton
            aria-label={t('services.prices.deleteRow', { kg: p.kg })}
            onClick={() =>
              remove.mutate(p.id, {
                onSuccess: () => {
                  if (editing?.id === p.id) stopEditing();
                  void prices.refetch();
                },
                onError: (e) => handleError(e),
              })
            }
          >
            <Delete />
          </IconButton>
        </Stack>
      ),
    }),
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('userPricing.pricesOf', { service: service.name })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" mb={2}>
          {t('userPricing.pricesHelp')}
        </Typography>
        {errors.length > 0 && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errors.map((e) => (
              <div key={e}>{e}</div>
            ))}
          </Alert>
        )}
        <DataTable<UserPrice>
          label={t('userPricing.pricesOf', { service: service.name })}
          columns={columns}
          rows={prices.data}
          loading={prices.isFetching}
          error={prices.error}
          onRetry={() => void prices.refetch()}
          getRowId={(p) => String(p.id)}
          empty={{ title: t('userPricing.noPrices') }}
        />
        {editing && (
          <Typography variant="body2" mt={2}>
            {t('userPricing.editing', { kg: editing.kg })}
          </Typography>
        )}
        <Grid
          component="form"
          container
          spacing={2}
          mt={1}
          noValidate
          onSubmit={submit}
          aria-label={t('userPricing.addLabel')}
        >
          {(['kg', 'price'] as const).map((name) => (
            <Grid key={name} size={{ xs: 6, sm: 4 }}>
              <FormTextField
                control={form.control}
                name={name}
                label={t(`services.prices.${name}`)}
                required
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 4 }} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Button type="submit" variant="contained" loading={save.isPending} fullWidth>
              {editing ? t('userPricing.save') : t('services.prices.add')}
            </Button>
            {editing && <Button onClick={stopEditing}>{t('userPricing.cancelEdit')}</Button>}
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Stack direction="row" spacing={1} sx={{ flexGrow: 1 }}>
          <Button
            startIcon={<Download />}
            onClick={() =>
              downloadFile('user_prices/example', 'precios-cliente-ejemplo.xlsx').catch(handleError)
            }
          >
            {t('services.prices.example')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<UploadFile />}
            loading={importer.isPending}
            onClick={() => input.current?.click()}
          >
            {t('services.prices.import')}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            aria-label={t('userPricing.importFile')}
            accept=".xlsx"
            onChange={(e) => onFile(e.target.files?.[0])}
          />
        </Stack>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
