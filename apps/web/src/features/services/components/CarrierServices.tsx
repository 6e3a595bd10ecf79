import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Service } from '@despacho/shared';
import { DataTable } from '../../../components/data-table';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { useAppAbility } from '../../../app/ability';
import { pathTo } from '../../../app/route-table';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useCarrier } from '../../carriers/api/carriers';
import { useServices } from '../api/services';
import { useDeleteService, useServiceStatus } from '../api/service-actions';
import { serviceColumns } from './service-columns';

/** The services of one carrier, under its form (spec 3 §2, §4). */
export function CarrierServices({ carrierId }: { carrierId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const ability = useAppAbility();
  const developer = useCurrentUser().data?.user_type === 'developer';
  const frozen = useCarrier(carrierId).data?.freeze_settings ?? false;
  const status = useServiceStatus();
  const remove = useDeleteService();
  const [deleting, setDeleting] = useState<Service | null>(null);
  const { data, isFetching, error, refetch } = useServices({
    'where[carrier_id]': carrierId,
    per_page: 100,
    order: 'name asc',
  });
  // A frozen carrier takes new services from developers only (spec 3 §2).
  const canCreate = ability.can('create', 'Service') && (developer || !frozen);
  const newButton = canCreate && (
    <Button
      component={Link}
      to={pathTo('newService', { carrierId })}
      variant="contained"
      startIcon={<Add />}
    >
      {t('services.new')}
    </Button>
  );
  const toggle = (s: Service) =>
    status.mutate(
      { id: s.id, action: s.status === 'active' ? 'suspend' : 'activate' },
      { onSuccess: () => notify(t('common.saved')), onError: (e) => handleError(e) },
    );
  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => notify(t('services.deleted', { name: deleting.name })),
      onError: (e) => handleError(e),
      onSettled: () => setDeleting(null),
    });
  const columns = serviceColumns(t, {
    canUpdate: ability.can('update', 'Service'),
    canDelete: developer && ability.can('destroy', 'Service'),
    onToggle: toggle,
    onDelete: setDeleting,
  });
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" mb={2} gap={1}>
          <Typography variant="h6" component="h2">
            {t('services.title')}
          </Typography>
          {newButton}
        </Stack>
        {frozen && !developer && (
          <Typography variant="body2" color="text.secondary" mb={2}>
            {t('services.frozenHelp')}
          </Typography>
        )}
        <DataTable<Service>
          label={t('services.title')}
          columns={columns}
          rows={data?.data}
          loading={isFetching}
          error={error}
          onRetry={() => void refetch()}
          getRowId={(s) => String(s.id)}
          onRowClick={(s) => navigate(pathTo('editService', { id: s.id }))}
          rowLabel={(s) => t('services.editNamed', { name: s.name })}
          empty={{ title: t('services.emptyTitle'), description: t('services.emptyHelp') }}
        />
        <ConfirmDialog
          open={deleting !== null}
          title={t('services.deleteTitle')}
          message={t('services.deleteConfirm', { name: deleting?.name ?? '' })}
          confirmLabel={t('services.delete')}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        />
      </CardContent>
    </Card>
  );
}
