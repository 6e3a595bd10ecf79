import { useRef } from 'react';
import Button from '@mui/material/Button';
import UploadFile from '@mui/icons-material/UploadFile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Carrier } from '@despacho/shared';
import { useNotify } from '../../../components/notifications/notifications-context';
import { api, type DataReply } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useErrorHandler } from '../../../lib/error-handler';
import { pathTo } from '../../../app/route-table';
import { carrierKeys } from '../api/carriers';

/** Developers: a carrier exported as JSON (from this or another tenant) becomes a new one. */
export function CarrierImportButton() {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const importer = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.upload<DataReply<Carrier>>('carriers/import', form).then((r) => r.data);
    },
    onSuccess: (carrier) => {
      void queryClient.invalidateQueries({ queryKey: carrierKeys.all });
      notify(t('carriers.imported', { name: carrier.name }));
      navigate(pathTo('editCarrier', { id: carrier.id }));
    },
    onError: (error) =>
      error instanceof ApiError && error.errors.file
        ? notify(`${t('carriers.importFailed')} ${error.errors.file.join(' ')}`, 'error')
        : handleError(error),
    onSettled: () => {
      if (input.current) input.current.value = '';
    },
  });
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<UploadFile />}
        loading={importer.isPending}
        onClick={() => input.current?.click()}
      >
        {t('carriers.importJson')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={t('carriers.importJsonFile')}
        accept=".json,application/json"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) importer.mutate(file);
        }}
      />
    </>
  );
}
