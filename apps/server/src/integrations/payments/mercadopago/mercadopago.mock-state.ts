import { randomInt, randomUUID } from 'node:crypto';
import type { MercadoPayment, MercadoPaymentStatus, MercadoPreference } from './mercadopago.types';

/** The sandbox account the demo seed configures (public: it only works against the mock). */
export const MERCADO_MOCK_DEMO_ACCOUNT = {
  accessToken: 'TEST-0000000000000000-000000-demo00000000000000000000000000-000000000',
  publicKey: 'TEST-demo0000-0000-0000-0000-000000000000',
  webhookSecret: 'demo-mercado-webhook-secret',
  collectorId: 1_234_567_890,
};

export interface MercadoMockAccount {
  accessToken: string;
  /** The secret the account's webhooks are signed with (x-signature). */
  webhookSecret: string;
  collectorId: number;
}

export interface MercadoMockPreference {
  preference: MercadoPreference;
  account: MercadoMockAccount;
  amount: number;
}

export interface MercadoMockDelivery {
  url: string;
  paymentId: number;
  status: number | 'error';
}

/** What the Mercado Pago mock remembers: accounts, preferences, payments, webhooks sent. */
export class MercadoMockState {
  readonly accounts = new Map<string, MercadoMockAccount>();
  readonly preferences = new Map<string, MercadoMockPreference>();
  readonly payments = new Map<number, { payment: MercadoPayment; account: MercadoMockAccount }>();
  readonly preferencesByKey = new Map<string, string>();
  readonly deliveries: MercadoMockDelivery[] = [];
  private nextPaymentId = 1_300_000_000 + randomInt(1_000_000);

  constructor(accounts: MercadoMockAccount[]) {
    for (const a of accounts) this.accounts.set(a.accessToken, a);
  }

  newPreferenceId = (a: MercadoMockAccount) => `${a.collectorId}-${randomUUID()}`;

  /** A payer paid (or tried to) a preference: the payment Mercado Pago would record. */
  pay(preferenceId: string, status: MercadoPaymentStatus = 'approved'): MercadoPayment | undefined {
    const pref = this.preferences.get(preferenceId);
    if (!pref) return undefined;
    const now = new Date().toISOString();
    const payment: MercadoPayment = {
      id: this.nextPaymentId++,
      status,
      status_detail:
        status === 'approved'
          ? 'accredited'
          : status === 'rejected'
            ? 'cc_rejected_insufficient_amount'
            : 'pending_waiting_payment',
      transaction_amount: pref.amount,
      currency_id: 'MXN',
      external_reference: pref.preference.external_reference ?? null,
      date_created: now,
      date_approved: status === 'approved' ? now : null,
      preference_id: preferenceId,
      order: { id: String(randomInt(10_000_000_000)), type: 'mercadopago' },
    };
    this.payments.set(payment.id, { payment, account: pref.account });
    return payment;
  }

  /** Changes a payment's status (a pending cash payment approved, a payment charged back…). */
  setStatus(paymentId: number, status: MercadoPaymentStatus): void {
    const entry = this.payments.get(paymentId);
    if (entry) {
      entry.payment.status = status;
      if (status === 'approved') entry.payment.date_approved = new Date().toISOString();
    }
  }
}
