import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@despacho/shared';
import { pathTo } from '../../../app/route-table';

/**
 * A new customer's first steps (fiscal data, first funds, first shipment), each done or a link
 * to do it; the card leaves the dashboard once all three are done.
 */
export function FirstSteps({ user, balance }: { user: User; balance: string }) {
  const { t } = useTranslation();
  const steps = [
    { id: 'fiscal', done: user.fiscal_data_verified, to: pathTo('taxFiscalDataForm') },
    {
      id: 'funds',
      done: Number(balance) > 0 || user.total_shipments > 0,
      to: pathTo('addFunds'),
    },
    { id: 'shipment', done: user.total_shipments > 0, to: pathTo('newShipment') },
  ];
  const done = steps.filter((s) => s.done).length;
  if (done === steps.length) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="first-steps-title">
      <CardContent>
        <Typography id="first-steps-title" variant="h6" component="h2">
          {t('dashboard.firstSteps.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('dashboard.firstSteps.progress', { done, total: steps.length })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(done / steps.length) * 100}
          sx={{ my: 1.5, height: 6, borderRadius: 3 }}
          aria-hidden
        />
        <List dense disablePadding>
          {steps.map((step) => (
            <ListItem key={step.id} disablePadding>
              <ListItemButton
                component={Link}
                to={step.to}
                disabled={step.done}
                sx={{ borderRadius: 1 }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {step.done ? (
                    <CheckCircle color="success" />
                  ) : (
                    <RadioButtonUnchecked color="action" />
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={t(`dashboard.firstSteps.${step.id}`)}
                  secondary={
                    step.done
                      ? t('dashboard.firstSteps.done')
                      : t(`dashboard.firstSteps.${step.id}Help`)
                  }
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
