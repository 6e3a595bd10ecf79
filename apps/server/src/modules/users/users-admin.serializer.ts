import type { AdminUser, UserStatus, UserType } from '@despacho/shared';
import { toDecimalString } from '@despacho/domain';
import { iso } from '../../lib/dates';
import type { AdminUserRow } from './users-admin.repository';

/** A users row as the staff list and the user form read it (money as decimal strings). */
export function serializeAdminUser({
  user: u,
  parentEmail,
  userPricesCount,
  subUsersCount,
}: AdminUserRow): AdminUser {
  return {
    id: u.id,
    sequential_id: u.sequentialId,
    name: u.name,
    last_name: u.lastName,
    fullname: `${u.name} ${u.lastName}`.trim(),
    email: u.email,
    phone: u.phone,
    company: u.company,
    user_type: u.userType as UserType,
    status: u.status as UserStatus,
    balance: toDecimalString(u.balanceCents),
    discount: Number(u.discount).toFixed(2),
    notes: u.notes,
    referral_code: u.referralCode,
    referred_by: u.referredBy,
    special_carriers: u.specialCarriers,
    export_csv_visible: u.exportCsvVisible,
    fiscal_data_verified: u.fiscalDataVerified,
    own_agreements_price:
      u.ownAgreementsPriceCents === null ? null : toDecimalString(u.ownAgreementsPriceCents),
    parent_id: u.parentId,
    parent_email: parentEmail,
    sub_users_count: Number(subUsersCount),
    user_prices_count: Number(userPricesCount),
    total_shipments: u.totalShipments,
    confirmed_at: iso(u.confirmedAt),
    current_sign_in_at: iso(u.currentSignInAt),
    last_sign_in_at: iso(u.lastSignInAt),
    created_at: iso(u.createdAt)!,
  };
}
