import { randomBytes } from 'node:crypto';
import type { OpenpayCard, OpenpayCharge, OpenpayCustomer } from './openpay.types';

export interface OpenpayMockMerchant {
  id: string;
  privateKey: string;
  publicKey: string;
  /** Where the merchant's webhook points (read at delivery time); null: none registered. */
  webhookUrl: () => string | null;
}

/** The demo merchant the demo seed configures (means nothing to the real OpenPay). */
export const OPENPAY_MOCK_DEMO_MERCHANT = {
  id: 'mdemo0penpay0mock0mx',
  privateKey: 'sk_demo0mock0private0key0000000',
  publicKey: 'pk_demo0mock0public0key00000000',
} as const;

/**
 * Test cards (OpenPay's sandbox uses the same idea): any other number passing the Luhn check is
 * accepted. 4242… pays without a 3-D Secure challenge (frictionless).
 */
export const OPENPAY_TEST_CARDS = {
  ok: '4111111111111111',
  frictionless: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4444444444444448',
} as const;

interface StoredCard {
  card: OpenpayCard;
  number: string;
}

/** What a running mock knows, kept apart so tests can look inside. */
export class OpenpayMockState {
  readonly merchants = new Map<string, OpenpayMockMerchant>();
  readonly customers = new Map<string, { merchant: string; customer: OpenpayCustomer }>();
  readonly tokens = new Map<
    string,
    { merchant: string; card: OpenpayCard; number: string; used: boolean }
  >();
  readonly cards = new Map<string, StoredCard & { merchant: string; customerId: string }>();
  readonly charges = new Map<
    string,
    { merchant: string; charge: OpenpayCharge; redirectUrl?: string; amountCents: number }
  >();
  readonly deliveries: { url: string; type: string; chargeId: string; status: number | 'error' }[] =
    [];

  constructor(merchants: OpenpayMockMerchant[]) {
    for (const m of merchants) this.merchants.set(m.id, m);
  }

  /** OpenPay ids: 20 lowercase letters and digits, starting with a letter. */
  newId(prefix = ''): string {
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
    const bytes = randomBytes(20);
    let out = prefix || 'tr';
    for (let i = out.length; i < 20; i++) out += alphabet[bytes[i]! % alphabet.length];
    return out;
  }
}
