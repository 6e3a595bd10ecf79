import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { createColumnHelper } from '@tanstack/react-table';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Service } from '@despacho/shared';
import { DataTable } from '../../../components/data-table';
import { StatusChip } from '../../../components/layout/StatusChip';
import { useAppAbility } from '../../../app/ability';
import { pathTo } from '../../../app/route-table';
import { useServices } from '../api/services';

const column = createColumnHelper<Service>();

/** The services of one carrier, under its form (spec 3 §3). */
export function CarrierServices({ carrierId }: { carrierId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const { data, isFetching } = useServices({
    'where[carrier_id]': carrierId,
    per_page: 100,
    order: 'name asc',
  });
  const newButton = ability.can('create', 'Service') && (
    <Button
      component={Link}
      to={pathTo('newService', { carrierId })}
      variant="contained"
      startIcon={<Add />}
    >
      {t('services.new')}
    </Button>
  );
  const columns = [
    column.accessor('name', { header: t('services.fields.name'), meta: { primary: true } }),
    column.accessor('code', { header: t('services.fields.code') }),
    column.accessor('service_type', {
      header: t('services.fields.service_type'),
      cell: (c) => t(`services.types.${c.getValue()}`),
    }),
    column.accessor('days', { header: t('services.fields.days') }),
    column.accessor('prices_count', { header: t('services.pricesCount') }),
    column.accessor('status', {
      header: t('services.fields.status'),
      cell: (c) => (
        <StatusChip value={c.getValue()} label={t(`carriers.statuses.${c.getValue()}`)} />
      ),
    }),
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" mb={2}>
          <Typography variant="h6" component="h2">
            {t('services.title')}
          </Typography>
          {newButton}
        </Stack>
        <DataTable<Service>
          label={t('services.title')}
          columns={columns}
          rows={data?.data}
          loading={isFetching}
          getRowId={(s) => String(s.id)}
          onRowClick={(s) => navigate(pathTo('editService', { id: s.id }))}
          rowLabel={(s) => t('services.editNamed', { name: s.name })}
          empty={{ title: t('services.emptyTitle'), description: t('services.emptyHelp') }}
        />
      </CardContent>
    </Card>
  );
}
