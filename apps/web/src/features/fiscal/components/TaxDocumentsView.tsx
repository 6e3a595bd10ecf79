import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { TAX_DOCUMENT_FIELDS, type TaxFiscalDatum } from '@despacho/shared';
import { downloadFile } from '../../../lib/api-client';
import { useErrorHandler } from '../../../lib/error-handler';
import { taxDocumentPath } from '../api/tax-fiscal-data';

/** A user's verification request for staff: what they declared and their documents. */
export function TaxDocumentsView({ data }: { data: TaxFiscalDatum }) {
  const { t } = useTranslation();
  const handleError = useErrorHandler();
  const rows: [string, string][] = [
    [t('fiscal.tax.fields.tax_regime'), t(`fiscal.tax.regimes.${data.tax_regime}`)],
    [t('fiscal.tax.fields.name'), data.name],
    [t('fiscal.tax.fields.rfc_curp'), data.rfc_curp],
    [t('fiscal.tax.fields.social_url'), data.social_url ?? '—'],
    [
      t('fiscal.tax.fields.services'),
      data.services.map((s) => t(`fiscal.tax.services.${s}`)).join(', ') || '—',
    ],
  ];
  return (
    <Stack spacing={2}>
      <Chip
        sx={{ alignSelf: 'flex-start' }}
        color={data.fiscal_data_verified ? 'success' : 'warning'}
        label={t(data.fiscal_data_verified ? 'fiscal.tax.verified' : 'fiscal.tax.pending')}
      />
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {TAX_DOCUMENT_FIELDS.map((field) => {
          const doc = data[field];
          if (!doc) return null;
          return (
            <Button
              key={field}
              size="small"
              variant="outlined"
              startIcon={<Download />}
              onClick={() =>
                downloadFile(taxDocumentPath(data.user_id, field), doc.name).catch((e: unknown) =>
                  handleError(e),
                )
              }
            >
              {t(`fiscal.tax.fields.${field}`)}: {doc.name}
            </Button>
          );
        })}
      </Stack>
    </Stack>
  );
}
