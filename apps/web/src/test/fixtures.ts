import type { Dashboard, Notice, StaffDashboard, User, UserType } from '@despacho/shared';

export function makeUser(userType: UserType = 'customer', overrides: Partial<User> = {}): User {
  return {
    id: 7,
    sequential_id: 7,
    name: 'Ana',
    last_name: 'López',
    fullname: 'Ana López',
    email: `${userType}@despacho.test`,
    unconfirmed_email: null,
    phone: '8112345678',
    company: 'Tienda Ana',
    user_type: userType,
    is_main_admin: userType === 'main_admin',
    status: 'active',
    balance: '5000.00',
    discount: '0.00',
    fiscal_data_verified: true,
    referral_code: 'ANA123',
    referred_by: null,
    total_shipments: 3,
    special_carriers: false,
    export_csv_visible: false,
    parent_id: null,
    questions: [],
    preferences: {},
    locale: 'es-MX',
    confirmed_at: '2026-01-01T00:00:00Z',
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export function makeNotice(overrides: Partial<Notice> = {}): Notice {
  return {
    id: 1,
    title: 'Mantenimiento',
    description: '<p>El <strong>sábado</strong> no habrá recolecciones.</p>',
    notice_type: 'info',
    status: 'active',
    expires_at: null,
    expired: false,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** A staff dashboard with nothing waiting (GET dashboards/staff). */
export function makeStaffDashboard(overrides: Partial<StaffDashboard> = {}): StaffDashboard {
  return {
    shipments_today: 0,
    pending_cancellations: 0,
    payment_proofs_pending: 0,
    invoices_pending: null,
    low_balance: { threshold: '200.00', total: 0, lowest: [] },
    ...overrides,
  };
}

export function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    balance: '5000.00',
    total: 12,
    total_current_month: 3,
    active_users: null,
    notices: [],
    carriers: null,
    current_month_by_carrier: null,
    last_month_by_carrier: null,
    ...overrides,
  };
}
