import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@despacho/shared';
import { DataTable } from '../../../components/data-table';
import { formatInteger } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useAppAbility } from '../../../app/ability';
import { pathTo } from '../../../app/route-table';

type Carrier = NonNullable<Dashboard['carriers']>[number];
const column = createColumnHelper<Carrier>();

/**
 * Staff see each carrier's shipment limit and what is left of it. Empty, it says why (no
 * carrier yet) and links to creating one for those who may.
 */
export function CarriersTable({ carriers }: { carriers: Carrier[] }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const locale = currentLocale();
  const count = (v: number | null) =>
    v === null ? t('dashboard.unlimited') : formatInteger(v, locale);
  const columns = [
    column.accessor('name', { header: t('dashboard.carrier'), meta: { primary: true } }),
    column.accessor('shipment_limit', {
      header: t('dashboard.shipmentLimit'),
      meta: { align: 'right' },
      cell: (c) => count(c.getValue()),
    }),
    column.accessor('shipment_count', {
      header: t('dashboard.shipmentCount'),
      meta: { align: 'right' },
      cell: (c) => count(c.getValue()),
    }),
    column.accessor('shipments_left', {
      header: t('dashboard.shipmentsLeft'),
      meta: { align: 'right' },
      cell: (c) => count(c.getValue()),
    }),
  ];
  return (
    <section aria-labelledby="carriers-title">
      <Typography id="carriers-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('dashboard.carriersTitle')}
      </Typography>
      <DataTable<Carrier>
        label={t('dashboard.carriersTitle')}
        columns={columns}
        rows={carriers}
        loading={false}
        getRowId={(c) => c.name}
        empty={{
          title: t('dashboard.noCarriersTitle'),
          description: t('dashboard.noCarriersHelp'),
          action: ability.can('create', 'Carrier') && (
            <Button component={Link} to={pathTo('carriers')} startIcon={<Add />}>
              {t('dashboard.createCarrier')}
            </Button>
          ),
        }}
      />
    </section>
  );
}
