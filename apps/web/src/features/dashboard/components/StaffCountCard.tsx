import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { formatInteger } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';

interface StaffCountCardProps {
  id: string;
  label: string;
  help: string;
  count: number;
  /** The filtered list the number comes from. */
  to: string;
  /** Work someone must answer: a number above zero stands out. */
  attention?: boolean;
}

/** One number of the tenant's day; the whole card opens the list behind it. */
export function StaffCountCard({ id, label, help, count, to, attention }: StaffCountCardProps) {
  const waiting = attention && count > 0;
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', borderColor: waiting ? 'warning.main' : undefined }}
    >
      <CardActionArea
        component={Link}
        to={to}
        data-testid={`staff-${id}`}
        sx={{ height: '100%', display: 'flex', alignItems: 'flex-start' }}
      >
        <CardContent sx={{ width: '100%' }}>
          <Typography color="text.secondary" variant="body2" component="h3" fontWeight={600}>
            {label}
          </Typography>
          <Typography
            variant="h4"
            component="p"
            fontWeight={600}
            sx={{ my: 0.5, color: waiting ? 'warning.dark' : 'text.primary' }}
          >
            {formatInteger(count, currentLocale())}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {help}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
