import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type ByCarrier = Record<string, number> | null;

function Month({ title, counts }: { title: string; counts: ByCarrier }) {
  const { t } = useTranslation();
  const entries = Object.entries(counts ?? {});
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" fontWeight={600}>
          {title}
        </Typography>
        {entries.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('common.noData')}
          </Typography>
        ) : (
          <List dense>
            {entries.map(([carrier, count]) => (
              <ListItem key={carrier} disableGutters secondaryAction={<strong>{count}</strong>}>
                <ListItemText primary={carrier} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

/** Developers: shipments by carrier this month and last month. */
export function CarrierBreakdown({ current, last }: { current: ByCarrier; last: ByCarrier }) {
  const { t } = useTranslation();
  return (
    <section>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('dashboard.byCarrierTitle')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Month title={t('dashboard.currentMonth')} counts={current} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Month title={t('dashboard.lastMonth')} counts={last} />
        </Grid>
      </Grid>
    </section>
  );
}
