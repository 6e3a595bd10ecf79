import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FiscalDatum } from '@despacho/shared';

const coded = (code: string, name: string | null) => (name ? `${code} - ${name}` : code);

/** Read-only fiscal data (spec 3 §2, staff view), as a list of labelled values. */
export function FiscalDataView({ data }: { data: FiscalDatum }) {
  const { t } = useTranslation();
  const address = [
    [data.street, data.number, data.interior_number && `int. ${data.interior_number}`]
      .filter(Boolean)
      .join(' '),
    data.neighborhood,
    `${data.city}, ${data.state}`,
  ].join('\n');
  const rows: [string, string][] = [
    [t('fiscal.fields.business_name'), data.business_name],
    [
      t('fiscal.fields.rfc'),
      data.person_kind ? `${data.rfc} (${t(`fiscal.kind.${data.person_kind}`)})` : data.rfc,
    ],
    [t('fiscal.fields.fiscal_regime'), coded(data.fiscal_regime, data.fiscal_regime_name)],
    [t('fiscal.fields.payment_form'), coded(data.payment_form, data.payment_form_name)],
    [t('fiscal.fields.cfdi_use'), coded(data.cfdi_use, data.cfdi_use_name)],
    [t('fiscal.fields.email'), data.email ?? '—'],
    [t('fiscal.fields.phone'), data.phone],
    [t('fiscal.fields.address'), address],
    [t('fiscal.fields.country_id'), data.country_name ?? '—'],
    [t('fiscal.fields.postal_code'), data.postal_code],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(90px, 40%) 1fr', sm: 'max-content 1fr' },
        columnGap: 2,
        rowGap: 1,
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
