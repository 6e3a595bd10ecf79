import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE, type Locale, type Referral } from '@despacho/shared';
import { DataTable, useListParams } from '../../../components/data-table';
import { PageHeader } from '../../../components/layout/PageHeader';
import { formatDate, formatMoney } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { ReferralCard } from '../../profile/components/ReferralCard';
import { useTenant } from '../../tenant/api/get-tenant';
import { useReferrals } from '../api/list-referrals';

const column = createColumnHelper<Referral>();
const NEWEST_FIRST = { field: 'created_at', dir: 'desc' } as const;

const referralColumns = (t: TFunction, locale: Locale, timeZone: string) => [
  column.accessor('name', {
    header: t('referrals.columns.name'),
    meta: { primary: true },
  }),
  column.accessor('total', {
    header: t('referrals.columns.total'),
    meta: { align: 'right' },
    cell: (c) => (
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatMoney(c.getValue(), locale)}
      </span>
    ),
  }),
  column.accessor('created_at', {
    header: t('referrals.columns.created_at'),
    cell: (c) => formatDate(c.getValue(), locale, timeZone),
  }),
];

/**
 * /referrals (spec 1 §2): the people who signed up with my code and what each has spent on
 * labels; my code and signup link to share sit above the list.
 */
export function ReferralsPage() {
  const { t } = useTranslation();
  const code = useCurrentUser().data?.referral_code;
  const timeZone = useTenant().data?.time_zone ?? DEFAULT_TIME_ZONE;
  const params = useListParams([], NEWEST_FIRST);
  const { data, isFetching, error, refetch } = useReferrals(params.query);
  return (
    <>
      <PageHeader title={t('referrals.title')} />
      <Stack spacing={2}>
        {code && <ReferralCard code={code} />}
        <Typography variant="body2" color="text.secondary">
          {t('referrals.totalHelp')}
        </Typography>
        <DataTable<Referral>
          label={t('referrals.label')}
          columns={referralColumns(t, currentLocale(), timeZone)}
          rows={data?.data}
          pagination={data?.pagination}
          loading={isFetching}
          error={error}
          onRetry={() => void refetch()}
          params={params}
          getRowId={(r) => String(r.id)}
          empty={{ title: t('referrals.emptyTitle'), description: t('referrals.emptyHelp') }}
        />
      </Stack>
    </>
  );
}
