import { z } from 'zod';
import { enumError, optionalDecimal, statusField } from '../forms/form-fields';
import { ZUserAdminForm } from '../forms/user-admin';
import { USER_STATUSES, USER_TYPES } from '../roles';
import { email, moneyString, optionalText } from '../validation/fields';

/** The users back office (spec 3 §2 "Users", §3 User, §7 "Users"). */

/** What the list's search box looks in (spec: email by default). */
export const USER_SEARCH_FIELDS = [
  'email',
  'id',
  'name',
  'last_name',
  'phone',
  'referral_code',
] as const;
export type UserSearchField = (typeof USER_SEARCH_FIELDS)[number];

export const USER_ORDER_FIELDS = [
  'created_at',
  'id',
  'sequential_id',
  'name',
  'last_name',
  'email',
  'user_type',
] as const;

/** List filters (`where[...]`). The spec's status ids 0 (active) and 1 (suspended) are accepted too. */
export const USER_LIST_FILTERS = {
  status: z
    .enum(['active', 'suspended', '0', '1'], { error: enumError })
    .transform((v) => (v === '0' ? 'active' : v === '1' ? 'suspended' : v)),
  special_carriers: z.enum(['included', 'excluded'], { error: enumError }),
  custom_price: z.enum(['with'], { error: enumError }),
} as const;

/** One user as the staff list and its expanded row read it. Money as decimal strings. */
export const ZAdminUser = z.object({
  id: z.number().int(),
  sequential_id: z.number().int(),
  name: z.string(),
  last_name: z.string(),
  fullname: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  user_type: z.enum(USER_TYPES),
  status: z.enum(USER_STATUSES),
  balance: moneyString(),
  discount: z.string(),
  notes: z.string().nullable(),
  referral_code: z.string(),
  referred_by: z.string().nullable(),
  special_carriers: z.boolean(),
  export_csv_visible: z.boolean(),
  fiscal_data_verified: z.boolean(),
  /** What a customer pays per label on their own carrier agreement; null = not set. */
  own_agreements_price: moneyString().nullable(),
  parent_id: z.number().int().nullable(),
  parent_email: z.string().nullable(),
  sub_users_count: z.number().int(),
  user_prices_count: z.number().int(),
  total_shipments: z.number().int(),
  confirmed_at: z.string().nullable(),
  current_sign_in_at: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof ZAdminUser>;

const shape = ZUserAdminForm.shape;

/** POST users: the staff form; no password means the user gets a "set your password" e-mail. */
export const ZUserCreateForm = z.object({
  name: shape.name,
  last_name: shape.last_name,
  email: shape.email,
  phone: shape.phone,
  company: shape.company,
  user_type: shape.user_type,
  status: shape.status,
  discount: shape.discount,
  notes: shape.notes,
  special_carriers: shape.special_carriers,
  own_agreements_price: optionalDecimal({ min: 0 }),
  export_csv_visible: z.boolean({ error: 'v.invalid_type' }).optional(),
  password: shape.password,
});
export type UserCreateForm = z.input<typeof ZUserCreateForm>;
export const ZUserCreateRequest = z.object({ user: ZUserCreateForm });

/**
 * PUT users/{id}: any subset of the fields (the list's activate/suspend, the CSV toggle and the
 * own-agreements dialog send one field). Missing fields keep their value.
 */
export const ZUserUpdateForm = z
  .object({
    name: shape.name,
    last_name: shape.last_name,
    email: email(),
    phone: shape.phone,
    company: optionalText(80),
    user_type: z.enum(USER_TYPES, { error: enumError }),
    status: statusField(),
    discount: optionalDecimal({ min: 0, max: 100 }),
    notes: optionalText(2000),
    special_carriers: z.boolean({ error: 'v.invalid_type' }),
    own_agreements_price: optionalDecimal({ min: 0 }),
    export_csv_visible: z.boolean({ error: 'v.invalid_type' }),
    parent_id: z.number({ error: 'v.invalid_type' }).int().positive().nullable(),
  })
  .partial();
export type UserUpdateForm = z.input<typeof ZUserUpdateForm>;
export const ZUserUpdateRequest = z.object({ user: ZUserUpdateForm });

export const ZFiscalVerifiedRequest = z.object({
  value: z.boolean({ error: (i) => (i.input === undefined ? 'v.required' : 'v.invalid_type') }),
});

/** POST users/{id}/subusers: the exact e-mail of the account to attach. */
export const ZAddSubUserRequest = z.object({ email: email() });
export const ZSubUsersQuery = z.object({
  user_id: z.coerce.number({ error: 'v.required' }).int().positive(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});
