import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { USER_SEARCH_FIELDS, type AdminUser } from '@despacho/shared';
import { DataTable, useListParams, type DataTableFilter } from '../../../components/data-table';
import { FilterDrawer } from '../../../components/data-table/FilterDrawer';
import { useIsPhone } from '../../../components/layout/use-is-phone';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { useAppAbility } from '../../../app/ability';
import { pathTo } from '../../../app/route-table';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useSettingValue } from '../../settings/api/get-setting-by-key';
import { useUsers } from '../api/list-users';
import { useUpdateUser } from '../api/save-user';
import { useConfirmUserEmail, useSetFiscalDataVerified } from '../api/user-actions';
import { OwnAgreementsPriceDialog } from '../components/OwnAgreementsPriceDialog';
import { UserDetails } from '../components/UserDetails';
import { userColumns } from '../components/user-columns';
import { useRememberedList } from '../components/use-remembered-list';

const DEFAULT_SORT = { field: 'created_at', dir: 'desc' } as const;
const FILTERS = ['status', 'special_carriers', 'custom_price', 'search_field'] as const;

type Pending = { user: AdminUser; kind: 'verify' | 'suspend' } | null;

/** /users (spec 3 §2): the tenant's accounts, searchable by a chosen field, with filters. */
export function UsersListPage() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const ready = useRememberedList();
  const params = useListParams(FILTERS, DEFAULT_SORT);
  const searchField = params.filters.search_field ?? 'email';
  // The selector travels as `search_field`, not as a `where[...]` filter.
  const query = Object.fromEntries(
    Object.entries(params.query).filter(([key]) => key !== 'where[search_field]'),
  );
  const { data, isFetching, error, refetch } = useUsers({ ...query, search_field: searchField });
  const viewer = useCurrentUser().data;
  const referral = useSettingValue('referral_code') === '1';
  const ownAgreements = useSettingValue('user_own_agreements') === '1';
  const update = useUpdateUser();
  const confirmEmail = useConfirmUserEmail();
  const verify = useSetFiscalDataVerified();
  const [pending, setPending] = useState<Pending>(null);
  const [pricing, setPricing] = useState<AdminUser | null>(null);
  // On a phone the filters wait in a bottom sheet so the first user shows on the first screen.
  const phone = useIsPhone();
  const applied = FILTERS.filter((f) => params.filters[f]).length;

  const done = (message: string) => ({
    onSuccess: () => notify(message),
    onError: (error: unknown) => handleError(error),
  });
  const setStatus = (user: AdminUser, status: 'active' | 'suspended') =>
    update.mutate({ id: user.id, user: { status } }, done(t(`users.notices.${status}`)));

  const filters: DataTableFilter[] = [
    {
      field: 'status',
      label: t('users.filters.status'),
      options: (['active', 'suspended'] as const).map((s) => ({
        value: s,
        label: t(`users.statuses.${s}`),
      })),
    },
    {
      field: 'special_carriers',
      label: t('users.filters.specialCarriers'),
      options: (['excluded', 'included'] as const).map((v) => ({
        value: v,
        label: t(`users.filters.${v}`),
      })),
    },
    {
      field: 'custom_price',
      label: t('users.filters.customPrice'),
      options: [{ value: 'with', label: t('users.filters.withCustomPrice') }],
    },
  ];
  const newButton = ability.can('create', 'User') && (
    <Button component={Link} to={pathTo('newUser')} variant="contained" startIcon={<Add />}>
      {t('users.new')}
    </Button>
  );

  const searchBy = (
    <TextField
      select
      size="small"
      id="users-search-field"
      label={t('users.searchBy')}
      value={searchField}
      onChange={(e) =>
        params.setFilter('search_field', e.target.value === 'email' ? '' : e.target.value)
      }
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={phone ? undefined : { mb: 1.5, minWidth: 200 }}
    >
      {USER_SEARCH_FIELDS.map((f) => (
        <option key={f} value={f}>
          {t(`users.searchFields.${f}`)}
        </option>
      ))}
    </TextField>
  );

  return (
    <>
      <PageHeader title={t('users.title')} actions={newButton} />
      {phone ? (
        <Box sx={{ mb: 1.5 }}>
          <FilterDrawer params={params} filters={filters} applied={applied}>
            {searchBy}
          </FilterDrawer>
        </Box>
      ) : (
        searchBy
      )}
      {ready && (
        <DataTable<AdminUser>
          label={t('users.title')}
          columns={userColumns(t)}
          rows={data?.data}
          pagination={data?.pagination}
          loading={isFetching}
          error={error}
          onRetry={() => void refetch()}
          params={params}
          getRowId={(user) => String(user.id)}
          searchLabel={t('users.searchIn', { field: t(`users.searchFields.${searchField}`) })}
          filters={phone ? [] : filters}
          renderExpanded={(user) => (
            <UserDetails
              user={user}
              viewer={viewer}
              flags={{ referralCode: referral, ownAgreements }}
              onConfirmEmail={(u) =>
                confirmEmail.mutate(u.id, done(t('users.notices.confirmed', { email: u.email })))
              }
              onStatus={(u, status) =>
                status === 'suspended'
                  ? setPending({ user: u, kind: 'suspend' })
                  : setStatus(u, status)
              }
              onOwnAgreements={setPricing}
              onExportCsv={(u, value) =>
                update.mutate(
                  { id: u.id, user: { export_csv_visible: value } },
                  done(t('common.saved')),
                )
              }
              onVerify={(u) => setPending({ user: u, kind: 'verify' })}
            />
          )}
          empty={{
            title: t('users.emptyTitle'),
            description: t('users.emptyHelp'),
            action: newButton,
          }}
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        title={
          pending
            ? t(
                `users.confirm.${pending.kind}${pending.kind === 'verify' && pending.user.fiscal_data_verified ? 'Undo' : ''}Title`,
              )
            : ''
        }
        message={
          pending
            ? t(
                `users.confirm.${pending.kind}${pending.kind === 'verify' && pending.user.fiscal_data_verified ? 'Undo' : ''}Message`,
                { name: pending.user.fullname, email: pending.user.email },
              )
            : ''
        }
        confirmLabel={
          pending?.kind === 'suspend' ? t('users.actions.suspend') : t('common.confirm')
        }
        tone={pending?.kind === 'suspend' ? 'error' : 'primary'}
        busy={verify.isPending || update.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          const { user, kind } = pending;
          const close = { onSettled: () => setPending(null) };
          if (kind === 'suspend') {
            update.mutate(
              { id: user.id, user: { status: 'suspended' } },
              { ...done(t('users.notices.suspended')), ...close },
            );
          } else {
            const value = !user.fiscal_data_verified;
            verify.mutate(
              { id: user.id, value },
              {
                ...done(t(value ? 'users.notices.verified' : 'users.notices.unverified')),
                ...close,
              },
            );
          }
        }}
      />
      {pricing && <OwnAgreementsPriceDialog user={pricing} onClose={() => setPricing(null)} />}
    </>
  );
}
