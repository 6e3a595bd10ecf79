import Check from '@mui/icons-material/Check';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { AdminUser } from '@despacho/shared';

const column = createColumnHelper<AdminUser>();

/** Spec 3 §2: id (sequential), full name, e-mail, user type, custom-price check mark. */
export const userColumns = (t: TFunction) => [
  column.accessor('sequential_id', {
    id: 'sequential_id',
    header: t('users.columns.id'),
    meta: { sortable: true },
  }),
  column.accessor('fullname', {
    id: 'name',
    header: t('users.columns.fullname'),
    meta: { sortable: true, primary: true },
  }),
  column.accessor('email', {
    header: t('users.columns.email'),
    meta: { sortable: true },
    cell: (c) => <span style={{ overflowWrap: 'anywhere' }}>{c.getValue()}</span>,
  }),
  column.accessor('user_type', {
    header: t('users.columns.userType'),
    meta: { sortable: true },
    cell: (c) => t(`users.types.${c.getValue()}`),
  }),
  column.accessor('user_prices_count', {
    id: 'custom_price',
    header: t('users.columns.customPrice'),
    meta: { align: 'center' },
    cell: (c) =>
      c.getValue() > 0 ? (
        <Check color="success" fontSize="small" aria-label={t('users.hasCustomPrice')} />
      ) : (
        <span aria-label={t('users.noCustomPrice')}>—</span>
      ),
  }),
];
