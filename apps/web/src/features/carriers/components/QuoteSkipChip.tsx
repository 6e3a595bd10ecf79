import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { CarrierQuoteHealth } from '@despacho/shared';
import { currentLocale } from '../../../lib/i18n';
import { formatSince } from '../../quotes/components/format-since';
import { useTenant } from '../../tenant/api/get-tenant';

/** On a carrier quotes skip for now because it kept missing its deadline: since when, and why. */
export function QuoteSkipChip({ health }: { health: CarrierQuoteHealth }) {
  const { t } = useTranslation();
  const timeZone = useTenant().data?.time_zone;
  const help = [
    t('carriers.skippedHelp', { count: health.timeouts }),
    health.state === 'half_open' ? t('carriers.retrying') : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Tooltip title={help} describeChild>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        tabIndex={0}
        label={t('carriers.skipped', {
          since: formatSince(health.since, currentLocale(), timeZone),
        })}
        sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal' } }}
      />
    </Tooltip>
  );
}
