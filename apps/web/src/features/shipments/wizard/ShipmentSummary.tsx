import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Shipment, ShipmentAddress, ShipmentParcel } from '@despacho/shared';
import { formatPhone } from '../../../components/form/phone-format';
import { formatAmount } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { pathTo } from '../../../app/route-table';
import { SummaryCard } from './SummaryCard';
import { wizardPath } from './use-wizard-redirect';

function AddressLines({ a }: { a: ShipmentAddress }) {
  const { t } = useTranslation();
  const street = [
    a.street,
    a.number,
    a.interior_number ? t('wizard.address.interiorShort', { number: a.interior_number }) : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <Typography variant="body2" fontWeight={600}>
        {a.name}
      </Typography>
      {a.company && <div>{a.company}</div>}
      <div>{street}</div>
      <div>{`${a.neighborhood}, ${a.postal_code}`}</div>
      <div>{`${a.city}, ${a.state}, ${a.country_name}`}</div>
      {a.reference && (
        <Typography variant="caption" color="text.secondary" component="div">
          {a.reference}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="div">
        {[a.calling_code === '52' ? formatPhone(a.phone) : `+${a.calling_code} ${a.phone}`, a.email]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </>
  );
}

const kg = (n: number) =>
  new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 3 }).format(n);
const twoDecimals = (n: number) =>
  new Intl.NumberFormat(currentLocale(), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(n);

function ParcelLines({ p }: { p: ShipmentParcel }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('quotes.parcelType'), t(`quotes.parcelTypes.${p.parcel_type}`)],
    ...(p.parcel_type === 'doc'
      ? []
      : ([
          [t('wizard.parcel.size'), `${kg(p.length)} × ${kg(p.width)} × ${kg(p.height)} cm`],
          [t('wizard.parcel.weight'), `${kg(p.weight)} kg`],
          [t('wizard.parcel.volumetricShort'), `${twoDecimals(p.volumetric_weight)} kg`],
        ] as [string, string][])),
    [t('wizard.parcel.contents'), p.contents],
    [
      t('wizard.parcel.declaredValueShort'),
      `${formatAmount(p.declared_tax_value, currentLocale())}${p.insure_package ? ` · ${t('wizard.parcel.insured')}` : ''}`,
    ],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The rate screen's head: both addresses and the parcel, each with its way back to change it. */
export function ShipmentSummary({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const editable = shipment.actions.edit_addresses;
  const addressesTo = editable ? wizardPath('addressing', shipment.id) : undefined;
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      {(['origin', 'destination'] as const).map((end) => (
        <Grid key={end} size={{ xs: 12, sm: 6, lg: 4 }}>
          <SummaryCard
            title={t(`wizard.address.${end}`)}
            editTo={addressesTo}
            editLabel={t(`wizard.rate.edit_${end}`)}
          >
            {shipment[end] ? <AddressLines a={shipment[end]} /> : '—'}
          </SummaryCard>
        </Grid>
      ))}
      <Grid size={{ xs: 12, lg: 4 }}>
        <SummaryCard
          title={t('wizard.parcel.title')}
          editTo={
            editable ? `${pathTo('newParcel', { shipmentId: shipment.id })}?edit=1` : undefined
          }
          editLabel={t('wizard.rate.editParcel')}
        >
          {shipment.parcel ? <ParcelLines p={shipment.parcel} /> : '—'}
        </SummaryCard>
      </Grid>
    </Grid>
  );
}
