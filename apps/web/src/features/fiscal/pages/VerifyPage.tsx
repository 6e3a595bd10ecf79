import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/PageHeader';
import { pathTo } from '../../../app/route-table';
import { useCurrentUser } from '../../auth/api/get-current-user';

/**
 * /verify (spec 3 §2): where the route guard sends an unverified customer. Three ways on:
 * verify the fiscal data, try one demo shipment (only before the first shipment and with no
 * debt), or connect a store.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const demoAllowed = !!user && user.total_shipments === 0 && Number(user.balance) >= 0;
  const option = (id: string, to: string, enabled = true, hint?: string) => (
    <Grid size={{ xs: 12, md: 4 }}>
      <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t(`fiscal.verify.${id}.title`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {hint ?? t(`fiscal.verify.${id}.text`)}
          </Typography>
        </CardContent>
        <CardActions>
          {enabled ? (
            <Button variant="contained" component={Link} to={to}>
              {t(`fiscal.verify.${id}.button`)}
            </Button>
          ) : (
            <Button variant="contained" disabled>
              {t(`fiscal.verify.${id}.button`)}
            </Button>
          )}
        </CardActions>
      </Card>
    </Grid>
  );
  return (
    <>
      <PageHeader title={t('fiscal.verify.title')} subtitle={t('fiscal.verify.intro')} />
      <Grid container spacing={2}>
        {option('fiscal', pathTo('taxFiscalDataForm'))}
        {option(
          'demo',
          pathTo('newShipment'),
          demoAllowed,
          demoAllowed ? undefined : t('fiscal.verify.demo.unavailable'),
        )}
        {option('stores', pathTo('newStore'))}
      </Grid>
    </>
  );
}
