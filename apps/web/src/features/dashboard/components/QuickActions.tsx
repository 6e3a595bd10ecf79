import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddCard from '@mui/icons-material/AddCard';
import Calculate from '@mui/icons-material/Calculate';
import LocalShipping from '@mui/icons-material/LocalShipping';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../app/ability';
import { pathTo, routeByName } from '../../../app/route-table';

const ACTIONS = [
  { route: 'newQuote', label: 'dashboard.actions.quote', icon: <Calculate /> },
  { route: 'newShipment', label: 'dashboard.actions.ship', icon: <LocalShipping /> },
  { route: 'addFunds', label: 'dashboard.actions.addFunds', icon: <AddCard /> },
] as const;

/** What a customer comes to do: quote, ship, add funds (each only when allowed). */
export function QuickActions() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const allowed = ACTIONS.filter((a) => {
    const route = routeByName(a.route);
    return !route.model || ability.can(route.action ?? 'read', route.model);
  });
  if (allowed.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1.5}
      flexWrap="wrap"
      useFlexGap
      component="nav"
      aria-label={t('dashboard.quickActions')}
    >
      {allowed.map((a, i) => (
        <Button
          key={a.route}
          component={Link}
          to={pathTo(a.route)}
          variant={i === 0 ? 'contained' : 'outlined'}
          startIcon={a.icon}
          sx={{ flexGrow: { xs: 1, sm: 0 } }}
        >
          {t(a.label)}
        </Button>
      ))}
    </Stack>
  );
}
