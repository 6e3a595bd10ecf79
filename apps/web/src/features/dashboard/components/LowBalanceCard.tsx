import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffDashboard } from '@despacho/shared';
import { pathTo } from '../../../app/route-table';
import { formatAmount } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';

type LowBalance = NonNullable<StaffDashboard['low_balance']>;

/** The shipping customers closest to running out, lowest first, each opening their account. */
export function LowBalanceCard({ lowBalance }: { lowBalance: LowBalance }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const threshold = formatAmount(lowBalance.threshold, locale);
  const more = lowBalance.total - lowBalance.lowest.length;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="low-balance-title"
      data-testid="staff-low-balance"
    >
      <CardContent>
        <Typography
          id="low-balance-title"
          color="text.secondary"
          variant="body2"
          component="h3"
          fontWeight={600}
        >
          {t('dashboard.staff.lowBalance')}
        </Typography>
        <Typography variant="body1" sx={{ mt: 0.5 }}>
          {lowBalance.total === 0
            ? t('dashboard.staff.lowBalanceNone', { threshold })
            : t('dashboard.staff.lowBalanceCount', { count: lowBalance.total, threshold })}
        </Typography>
        {lowBalance.lowest.length > 0 && (
          <List dense disablePadding sx={{ mt: 1 }}>
            {lowBalance.lowest.map((c) => (
              <ListItemButton
                key={c.id}
                component={Link}
                to={`${pathTo('users')}?search=${encodeURIComponent(c.email)}`}
                sx={{ px: 1, mx: -1, borderRadius: 1, gap: 2 }}
              >
                <ListItemText
                  primary={c.name}
                  secondary={c.company || c.email}
                  slotProps={{ secondary: { noWrap: true } }}
                  sx={{ minWidth: 0 }}
                />
                <Typography
                  variant="body2"
                  fontWeight={600}
                  sx={{
                    whiteSpace: 'nowrap',
                    color: Number(c.balance) <= 0 ? 'error.main' : 'warning.dark',
                  }}
                >
                  {formatAmount(c.balance, locale)}
                </Typography>
              </ListItemButton>
            ))}
          </List>
        )}
        {more > 0 && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {t('dashboard.staff.lowBalanceMore', { count: more })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
