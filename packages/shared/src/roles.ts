export const USER_TYPES = ['customer', 'operator', 'admin', 'main_admin', 'developer'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const STAFF_TYPES: readonly UserType[] = ['operator', 'admin', 'main_admin', 'developer'];
export const ADMIN_TYPES: readonly UserType[] = ['admin', 'main_admin', 'developer'];

export const isStaff = (t: UserType) => STAFF_TYPES.includes(t);
export const isAdminOrAbove = (t: UserType) => ADMIN_TYPES.includes(t);

export const USER_STATUSES = ['active', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
