import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalShipping from '@mui/icons-material/LocalShipping';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { RateView } from '@despacho/shared';
import { formatAmount } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';

const column = createColumnHelper<RateView>();

/** Results of a quote: carrier (with its logo), service, business days, total. */
export const rateColumns = (t: TFunction) => [
  column.accessor('service_name', {
    header: t('quotes.columns.service'),
    meta: { primary: true },
    cell: ({ row: { original: r } }) => (
      <Stack direction="row" spacing={1.5} alignItems="center">
        <Avatar
          variant="rounded"
          src={r.logo_url ?? undefined}
          alt={r.carrier_name}
          sx={{ width: 40, height: 40, bgcolor: 'grey.100', color: 'text.secondary' }}
        >
          <LocalShipping fontSize="small" />
        </Avatar>
        <div>
          <Typography variant="body2" fontWeight={600}>
            {r.service_name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {r.carrier_name}
          </Typography>
        </div>
        {r.extended_zone && (
          <Chip size="small" color="warning" variant="outlined" label={t('quotes.extendedZone')} />
        )}
      </Stack>
    ),
  }),
  column.accessor('days', {
    header: t('quotes.columns.days'),
    cell: (c) => t('quotes.businessDays', { count: c.getValue() }),
  }),
  column.accessor('total', {
    header: t('quotes.columns.total'),
    meta: { align: 'right' },
    cell: (c) => (
      <Typography variant="body2" fontWeight={700} sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatAmount(c.getValue(), currentLocale())}
      </Typography>
    ),
  }),
];
