import { subject } from '@casl/ability';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminUser, UserType } from '@despacho/shared';
import { StatusChip } from '../../../components/layout/StatusChip';
import { currentLocale } from '../../../lib/i18n';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { useAppAbility } from '../../../app/ability';
import { pathTo } from '../../../app/route-table';
import { canTouch, routeNamed } from './user-ability';

export interface UserRowActions {
  onConfirmEmail: (user: AdminUser) => void;
  onStatus: (user: AdminUser, status: 'active' | 'suspended') => void;
  onOwnAgreements: (user: AdminUser) => void;
  onExportCsv: (user: AdminUser, value: boolean) => void;
  onVerify: (user: AdminUser) => void;
}

interface UserDetailsProps extends UserRowActions {
  user: AdminUser;
  viewer: { id: number; user_type: UserType } | undefined;
  /** Settings flags compared to '1' (spec 3 §9). */
  flags: { referralCode: boolean; ownAgreements: boolean };
}

/** The expanded row (a card's details on a phone): every field and button of spec 3 §2. */
export function UserDetails({ user, viewer, flags, ...actions }: UserDetailsProps) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const locale = currentLocale();
  const touch = canTouch(ability, user);
  const self = viewer?.id === user.id;
  const customer = user.user_type === 'customer';
  const link = (name: string, params: Record<string, number>, label: string) => (
    <Button key={name} size="small" variant="outlined" component={Link} to={pathTo(name, params)}>
      {label}
    </Button>
  );
  const carriers = routeNamed('userCarriers');
  const transactions = routeNamed('userTransactions');
  const fiscal = routeNamed('userFiscalData');

  const fields: [string, string][] = [
    [t('users.fields.phone'), user.phone || '—'],
    [t('users.fields.balance'), formatAmount(user.balance, locale)],
    [t('users.fields.created'), formatDateTime(user.created_at, locale)],
    [t('users.fields.parentEmail'), user.parent_email ?? '—'],
    [t('users.fields.lastSignIn'), formatDateTime(user.current_sign_in_at, locale)],
    ...(flags.referralCode
      ? ([
          [t('users.fields.referralCode'), user.referral_code],
          [t('users.fields.referredBy'), user.referred_by ?? '—'],
        ] as [string, string][])
      : []),
    [t('users.fields.notes'), user.notes ?? '—'],
  ];

  return (
    <Stack spacing={2} sx={{ py: 1 }} aria-label={t('users.detailsOf', { name: user.fullname })}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(90px, 40%) 1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {fields.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('users.fields.status')}
        </Typography>
        <Box component="dd" sx={{ m: 0 }}>
          <StatusChip value={user.status} label={t(`users.statuses.${user.status}`)} />
        </Box>
      </Box>
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1} alignItems="center">
        {carriers &&
          user.special_carriers &&
          touch &&
          link(carriers.name, { id: user.id }, t('users.actions.carriers'))}
        {transactions &&
          ability.can('read', 'Transaction') &&
          link(transactions.name, { userId: user.id }, t('users.actions.transactions'))}
        {customer &&
          ability.can('read', 'UserPrice') &&
          link('userPrices', { id: user.id }, t('users.actions.prices'))}
        {fiscal &&
          ability.can('read', subject('FiscalDatum', { user_id: user.id }) as never) &&
          link(fiscal.name, { id: user.id }, t('users.actions.fiscalData'))}
        {customer &&
          user.parent_id === null &&
          touch &&
          link('subUsers', { userId: user.id }, t('users.actions.subUsers'))}
        {touch && !user.confirmed_at && (
          <Button size="small" variant="outlined" onClick={() => actions.onConfirmEmail(user)}>
            {t('users.actions.confirmEmail')}
          </Button>
        )}
        {touch && link('editUser', { id: user.id }, t('common.edit'))}
        {touch && !self && user.status !== 'active' && (
          <Button
            size="small"
            variant="outlined"
            color="success"
            onClick={() => actions.onStatus(user, 'active')}
          >
            {t('users.actions.activate')}
          </Button>
        )}
        {touch && !self && user.status !== 'suspended' && (
          <Button
            size="small"
            variant="outlined"
            color="error"
            onClick={() => actions.onStatus(user, 'suspended')}
          >
            {t('users.actions.suspend')}
          </Button>
        )}
        {customer &&
          flags.ownAgreements &&
          (viewer?.user_type === 'admin' || viewer?.user_type === 'developer') && (
            <Button size="small" variant="outlined" onClick={() => actions.onOwnAgreements(user)}>
              {t('users.actions.ownAgreements')}
            </Button>
          )}
        {customer && touch && (
          <Button
            size="small"
            variant={user.fiscal_data_verified ? 'contained' : 'outlined'}
            color={user.fiscal_data_verified ? 'success' : 'inherit'}
            startIcon={<VerifiedUser />}
            aria-pressed={user.fiscal_data_verified}
            onClick={() => actions.onVerify(user)}
          >
            {user.fiscal_data_verified ? t('users.actions.verified') : t('users.actions.verify')}
          </Button>
        )}
        {viewer?.user_type === 'developer' && (
          <FormControlLabel
            sx={{ ml: 0.5 }}
            control={
              <Switch
                size="small"
                checked={user.export_csv_visible}
                onChange={(e) => actions.onExportCsv(user, e.target.checked)}
              />
            }
            label={t('users.actions.exportCsv')}
          />
        )}
      </Stack>
    </Stack>
  );
}
