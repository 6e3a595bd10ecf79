import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddBox from '@mui/icons-material/AddBox';
import LocalShipping from '@mui/icons-material/LocalShipping';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { RateView } from '@despacho/shared';
import { formatAmount } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';

const column = createColumnHelper<RateView>();

export interface RateColumnOptions {
  /** Selectable mode (the wizard's rate step): a radio before each service. */
  selectedId?: number | null;
  onSelect?: (rate: RateView) => void;
  /** A "Create shipment" button per rate (the quote page). */
  onCreateShipment?: (rate: RateView) => void;
}

/** Results of a quote: carrier (with its logo), service, business days, total. */
export const rateColumns = (t: TFunction, options: RateColumnOptions = {}) => [
  column.accessor('service_name', {
    header: t('quotes.columns.service'),
    meta: { primary: true },
    cell: ({ row: { original: r } }) => (
      <Stack direction="row" spacing={1.5} alignItems="center">
        {options.onSelect && (
          <Radio
            name="rate"
            checked={options.selectedId === r.service_id}
            onChange={() => options.onSelect?.(r)}
            slotProps={{
              input: {
                'aria-label': t('wizard.rate.choose', {
                  service: r.service_name,
                  carrier: r.carrier_name,
                }),
              },
            }}
            sx={{ ml: -1 }}
          />
        )}
        <Avatar
          variant="rounded"
          src={r.logo_url ?? undefined}
          alt={r.carrier_name}
          sx={{ width: 40, height: 40, bgcolor: 'grey.100', color: 'text.secondary' }}
        >
          <LocalShipping fontSize="small" />
        </Avatar>
        {/* minWidth 0 lets the texts wrap beside the logo on a phone instead of squeezing. */}
        <Stack spacing={0.5} alignItems="flex-start" sx={{ minWidth: 0 }}>
          <div>
            <Typography variant="body2" fontWeight={600}>
              {r.service_name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {r.carrier_name}
            </Typography>
          </div>
          {r.own_agreement && (
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              sx={{
                maxWidth: '100%',
                height: 'auto',
                '& .MuiChip-label': { whiteSpace: 'normal' },
              }}
              label={t('quotes.ownAgreement', {
                price: formatAmount(r.carrier_price ?? '0', currentLocale()),
              })}
            />
          )}
          {r.extended_zone && (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              label={t('quotes.extendedZone')}
            />
          )}
        </Stack>
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
  ...(options.onCreateShipment
    ? [
        column.display({
          id: 'actions',
          header: t('common.actions'),
          meta: { align: 'right' },
          cell: ({ row: { original: r } }) => (
            <Button
              size="small"
              variant="outlined"
              startIcon={<AddBox />}
              onClick={() => options.onCreateShipment?.(r)}
              aria-label={t('wizard.createShipmentWith', { service: r.service_name })}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('wizard.createShipment')}
            </Button>
          ),
        }),
      ]
    : []),
];
