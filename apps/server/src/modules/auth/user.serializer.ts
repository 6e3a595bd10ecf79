import type { User, UserType, UserStatus } from '@despacho/shared';
import type { UserRow } from '../../db/schema';
import { iso } from '../../lib/dates';
import { toDecimalString } from '@despacho/domain';

export function serializeUser(u: UserRow): User {
  return {
    id: u.id,
    sequential_id: u.sequentialId,
    name: u.name,
    last_name: u.lastName,
    fullname: `${u.name} ${u.lastName}`.trim(),
    email: u.email,
    unconfirmed_email: u.unconfirmedEmail,
    phone: u.phone,
    company: u.company,
    user_type: u.userType as UserType,
    is_main_admin: u.isMainAdmin,
    status: u.status as UserStatus,
    balance: toDecimalString(u.balanceCents),
    discount: Number(u.discount).toFixed(2),
    fiscal_data_verified: u.fiscalDataVerified,
    referral_code: u.referralCode,
    referred_by: u.referredBy,
    total_shipments: u.totalShipments,
    special_carriers: u.specialCarriers,
    export_csv_visible: u.exportCsvVisible,
    parent_id: u.parentId,
    questions: u.questions,
    preferences: u.preferences,
    locale: u.locale,
    confirmed_at: iso(u.confirmedAt),
    created_at: iso(u.createdAt)!,
  };
}
