import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Csd } from '@despacho/shared';
import { formatDate } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';

/** Within 30 days of expiry a warning, once expired an error: invoices cannot be sealed then. */
export function CsdExpiryBanner({ csd, timeZone }: { csd: Csd; timeZone: string }) {
  const { t } = useTranslation();
  if (!csd.expires_soon && !csd.expired) return null;
  const date = formatDate(csd.expiration_date, currentLocale(), timeZone);
  return csd.expired ? (
    <Alert severity="error">{t('csd.expired', { date })}</Alert>
  ) : (
    <Alert severity="warning">{t('csd.expiresSoon', { count: csd.days_left, date })}</Alert>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Grid>
  );
}

/** The current certificate's facts (spec 1 §2: RFC, upload date, expiration date). */
export function CsdFacts({ csd, timeZone }: { csd: Csd; timeZone: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Card variant="outlined" component="section" aria-label={t('csd.currentTitle')}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('csd.currentTitle')}
        </Typography>
        <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
          <Fact label={t('csd.facts.rfc')} value={csd.rfc} />
          <Fact label={t('csd.facts.subject_name')} value={csd.subject_name} />
          <Fact label={t('csd.facts.certificate_number')} value={csd.certificate_number} />
          <Fact
            label={t('csd.facts.upload_date')}
            value={formatDate(csd.upload_date, locale, timeZone)}
          />
          <Fact
            label={t('csd.facts.valid_from')}
            value={formatDate(csd.valid_from, locale, timeZone)}
          />
          <Fact
            label={t('csd.facts.expiration_date')}
            value={formatDate(csd.expiration_date, locale, timeZone)}
          />
        </Grid>
      </CardContent>
    </Card>
  );
}
