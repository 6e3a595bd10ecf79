import { cardFeeEstimate, SPEI_FEE } from '@despacho/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { withTenant } from '../src/db/tenant-tx';
import {
  OPENPAY_MOCK_PREFIX,
  openpayBaseUrl,
} from '../src/integrations/payments/openpay/openpay-demo-mock';
import {
  OPENPAY_LIVE_URL,
  OPENPAY_SANDBOX_URL,
  OpenpayClient,
} from '../src/integrations/payments/openpay/openpay.client';
import {
  OPENPAY_MOCK_DEMO_MERCHANT,
  OPENPAY_TEST_CARDS,
  openpayMockPlugin,
} from '../src/integrations/payments/openpay/openpay.mock-server';
import { openpayFee } from '../src/modules/payments/openpay/openpay-charges.service';
import {
  creditRows,
  eventsOf,
  listenForWebhooks,
  paymentOf,
  setSettings,
} from './helpers/payment-fixture';
import { balanceOf, customerWithBalance } from './helpers/shipment-fixture';
import { api, createTestApp, type TestApp } from './helpers/test-app';

const EMAIL = 'openpay@despacho.test';
const OTHER = 'openpay-otro@despacho.test';
let t: TestApp;
let buyer: { id: number; token: string };
let other: { id: number; token: string };
let mockUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  const url = await listenForWebhooks(t);
  mockUrl = `${url}${OPENPAY_MOCK_PREFIX}`;
  await setSettings(t, {
    payment_engine: 'OpenPay',
    openpay_id: OPENPAY_MOCK_DEMO_MERCHANT.id,
    openpay_private_key: OPENPAY_MOCK_DEMO_MERCHANT.privateKey,
    openpay_public_key: OPENPAY_MOCK_DEMO_MERCHANT.publicKey,
    openpay_max_amount: '10000',
  });
  buyer = await customerWithBalance(t, EMAIL, 0);
  other = await customerWithBalance(t, OTHER, 0);
});
afterAll(async () => {
  await t?.close();
});

/** What openpay.js does in the browser: POST /tokens with the PUBLIC key. */
async function tokenFor(cardNumber: string) {
  const browser = new OpenpayClient({
    baseUrl: mockUrl,
    merchantId: OPENPAY_MOCK_DEMO_MERCHANT.id,
    key: OPENPAY_MOCK_DEMO_MERCHANT.publicKey,
  });
  const token = await browser.createToken({
    card_number: cardNumber,
    holder_name: 'Juan Pérez',
    expiration_month: '12',
    expiration_year: String((new Date().getFullYear() + 3) % 100),
    cvv2: '123',
  });
  return token.id;
}

const saveCard = async (cardNumber: string, token = buyer.token) =>
  t.request('POST', api('credit_cards'), {
    token,
    body: { token_id: await tokenFor(cardNumber), device_session_id: 'dev-session-1' },
  });
const addFunds = (
  cardId: number,
  amount: unknown,
  token = buyer.token,
  lang: 'en' | 'es-MX' = 'es-MX',
) =>
  t.request('POST', api(`credit_cards/${cardId}/add_funds`), {
    token,
    lang,
    body: { credit_card: { device_session_id: 'dev-session-2', amount } },
  });
const reference = (method: 'bank' | 'store', amount: unknown) =>
  t.request('POST', api('openpay'), {
    token: buyer.token,
    body: { payment_method: method, amount },
  });
const webhook = (body: unknown) =>
  t.request('POST', api('webhooks/openpay/demo'), { tenant: null, body });
const customerIdOf = (id: number) =>
  withTenant(t.database.db, t.demoTenantId, async (tx) => {
    const [u] = await tx.select({ c: users.openpayCustomerId }).from(users).where(eq(users.id, id));
    return u?.c ?? null;
  });

describe('OpenPay fees (spec 1 §9)', () => {
  it('card estimate is (amount × 2.9 % + 2.50) × 1.16 and SPEI is 9.28, to the centavo', () => {
    // 1000.00: (29.00 + 2.50) × 1.16 = 36.54
    expect(cardFeeEstimate(100_000)).toBe(3654);
    // 150.00: (4.35 + 2.50) × 1.16 = 7.946 → 7.95
    expect(cardFeeEstimate(15_000)).toBe(795);
    expect(openpayFee('card', 15_000)).toBe(795);
    expect(openpayFee('spei', 15_000)).toBe(SPEI_FEE);
    expect(SPEI_FEE).toBe(928);
    expect(openpayFee('store', 15_000)).toBe(0);
  });
});

describe('adding funds with OpenPay cards', () => {
  let cardId: number;

  it('saves a tokenised card, creating the OpenPay customer once', async () => {
    expect(await customerIdOf(buyer.id)).toBeNull();
    const first = await saveCard(OPENPAY_TEST_CARDS.ok);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      brand: 'visa',
      card_number: '411111XXXXXX1111',
      holder_name: 'Juan Pérez',
    });
    cardId = first.body.data.id;
    const customer = await customerIdOf(buyer.id);
    expect(customer).toMatch(/^[a-z0-9]{20}$/);
    expect((await saveCard(OPENPAY_TEST_CARDS.frictionless)).status).toBe(201);
    expect(await customerIdOf(buyer.id)).toBe(customer);
    const list = await t.request('GET', api('credit_cards'), { token: buyer.token });
    expect(list.body.data.map((c: { card_number: string }) => c.card_number)).toEqual([
      '424242XXXXXX4242',
      '411111XXXXXX1111',
    ]);
    expect(JSON.stringify(list.body)).not.toContain('4111111111111111');
    // Another customer sees none of them.
    expect((await t.request('GET', api('credit_cards'), { token: other.token })).body.data).toEqual(
      [],
    );
  });

  it('refuses a declined card on the card number and saves nothing', async () => {
    const res = await saveCard(OPENPAY_TEST_CARDS.declined);
    expect(res.status).toBe(422);
    expect(res.body.errors.card_number).toEqual(['La tarjeta fue rechazada; usa otra tarjeta']);
    const list = await t.request('GET', api('credit_cards'), { token: buyer.token });
    expect(list.body.data).toHaveLength(2);
  });

  it('charges with 3-D Secure: redirect, authorise, return, credited once', async () => {
    const before = await balanceOf(t, EMAIL);
    const res = await addFunds(cardId, '150.00');
    expect(res.status).toBe(200);
    expect(res.body.data.payment).toMatchObject({
      status: 'pending',
      amount: '157.95',
      fee: '7.95',
      credited: '150.00',
    });
    const url = res.body.data.payment_method.url as string;
    expect(url).toContain('/3ds/');
    const chargeId = url.split('/').pop()!;
    expect(await (await fetch(url)).text()).toContain('157.95');
    // Not credited before the payer authorises.
    expect((await balanceOf(t, EMAIL)).balance).toBe(before.balance);

    const authorised = await fetch(`${mockUrl}/3ds/${chargeId}/authorize`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(authorised.status).toBe(303);
    const back = new URL(authorised.headers.get('location')!);
    expect(back.pathname).toBe('/openpay');
    expect(back.searchParams.get('id')).toBe(chargeId);

    const status = await t.request('GET', api(`openpay/charges/${chargeId}`), {
      token: buyer.token,
    });
    expect(status.status).toBe(200);
    expect(status.body.data).toMatchObject({
      gateway: 'openpay',
      status: 'credited',
      credited: '150.00',
    });
    expect(
      (await t.request('GET', api(`openpay/charges/${chargeId}`), { token: buyer.token })).body.data
        .status,
    ).toBe('credited');
    const after = await balanceOf(t, EMAIL);
    expect(after.balance).toBe(before.balance + 15_000);
    expect(after.ledger).toBe(after.balance);
    const payment = (await paymentOf(t, 'openpay', chargeId))!;
    expect(await creditRows(t, payment)).toBe(1);
    // Another customer cannot look at it.
    expect(
      (await t.request('GET', api(`openpay/charges/${chargeId}`), { token: other.token })).status,
    ).toBe(404);
  });

  it('credits at once when OpenPay completes the charge without a challenge', async () => {
    const list = await t.request('GET', api('credit_cards'), { token: buyer.token });
    const frictionless = list.body.data.find((c: { card_number: string }) =>
      c.card_number.endsWith('4242'),
    );
    const before = await balanceOf(t, EMAIL);
    const res = await addFunds(frictionless.id, 200);
    expect(res.status).toBe(200);
    expect(res.body.data.payment_method).toBeNull();
    expect(res.body.data.payment).toMatchObject({ status: 'credited', credited: '200.00' });
    expect((await balanceOf(t, EMAIL)).balance).toBe(before.balance + 20_000);
  });

  it('refuses amounts under 1 and over openpay_max_amount per field, charging nothing', async () => {
    const small = await addFunds(cardId, '0.50');
    expect(small.status).toBe(422);
    expect(small.body.errors.amount).toEqual(['El monto mínimo es $1.00']);
    const big = await addFunds(cardId, '10000.01', buyer.token, 'en');
    expect(big.status).toBe(422);
    expect(big.body.errors.amount).toEqual(['The maximum amount is $10,000.00']);
    const empty = await addFunds(cardId, '');
    expect(empty.body.errors.amount).toBeDefined();
    const spei = await reference('bank', '20000');
    expect(spei.status).toBe(422);
    expect(spei.body.errors.amount).toBeDefined();
  });

  it("answers 404 for another customer's card (charge and delete)", async () => {
    expect((await addFunds(cardId, '100', other.token)).status).toBe(404);
    expect(
      (await t.request('DELETE', api(`credit_cards/${cardId}`), { token: other.token })).status,
    ).toBe(404);
  });

  it('a card with insufficient funds is refused on the card and nothing is credited', async () => {
    const saved = await saveCard(OPENPAY_TEST_CARDS.insufficientFunds);
    const before = await balanceOf(t, EMAIL);
    const res = await addFunds(saved.body.data.id, '100');
    expect(res.status).toBe(422);
    expect(res.body.errors.card_id).toEqual(['La tarjeta no tiene fondos suficientes']);
    expect((await balanceOf(t, EMAIL)).balance).toBe(before.balance);
  });

  it('deletes a card here and at OpenPay', async () => {
    const saved = await saveCard(OPENPAY_TEST_CARDS.ok);
    const id = saved.body.data.id as number;
    const del = await t.request('DELETE', api(`credit_cards/${id}`), { token: buyer.token });
    expect(del.status).toBe(200);
    const list = await t.request('GET', api('credit_cards'), { token: buyer.token });
    expect(list.body.data.some((c: { id: number }) => c.id === id)).toBe(false);
    expect((await addFunds(id, '100')).status).toBe(404);
  });
});

describe('adding funds with SPEI and store references', () => {
  it('a SPEI charge returns the CLABE data; paying it credits once, however many webhooks arrive', async () => {
    const before = await balanceOf(t, EMAIL);
    const res = await reference('bank', '500');
    expect(res.status).toBe(200);
    const charge = res.body.data;
    expect(charge).toMatchObject({
      amount: '509.28',
      fee: '9.28',
      credited: '500.00',
      currency: 'MXN',
    });
    expect(charge.payment_method).toMatchObject({
      type: 'bank_transfer',
      bank: 'BBVA Bancomer',
      agreement: '0000000',
    });
    expect(charge.payment_method.clabe).toMatch(/^\d{18}$/);
    expect(charge.due_date).toBeTruthy();
    expect((await balanceOf(t, EMAIL)).balance).toBe(before.balance);

    // What the payer's bank asks for: the concept (the charge's description and the reference
    // name) and who the CLABE pays — the business name, else the tenant's name.
    expect(charge.description).toBe('Recarga de saldo');
    expect(charge.payment_method.name).toMatch(/^\w+$/);
    expect(charge.beneficiary).toBe('Despacho Demo');
    await setSettings(t, { openpay_business_name: 'Envíos Norte SA de CV' });
    try {
      const named = (await reference('bank', '100')).body.data;
      expect(named.beneficiary).toBe('Envíos Norte SA de CV');
      expect(named.description).toBe('Recarga de saldo - Envíos Norte SA de CV');
      expect((await reference('store', '100')).body.data.beneficiary).toBeNull();
    } finally {
      await setSettings(t, { openpay_business_name: '' });
    }

    // The payer transfers: the mock completes the charge and sends charge.succeeded.
    const paid = await fetch(`${mockUrl}/simulate/${charge.id}`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect((await balanceOf(t, EMAIL)).balance).toBe(before.balance + 50_000);
    // The same notification four more times: one credit.
    const body = {
      type: 'charge.succeeded',
      event_date: new Date().toISOString(),
      transaction: { id: charge.id, amount: 509.28, status: 'completed' },
    };
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push((await webhook(body)).body.outcome);
    expect(outcomes).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate']);
    const payment = (await paymentOf(t, 'openpay', charge.id))!;
    expect(await creditRows(t, payment)).toBe(1);
    expect((await balanceOf(t, EMAIL)).balance).toBe(before.balance + 50_000);
    const events = await eventsOf(t, 'openpay', charge.id);
    expect(events.filter((e) => e.outcome === 'credited')).toHaveLength(1);
  });

  it('a store charge returns the reference and a real barcode image', async () => {
    const res = await reference('store', '250.50');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ amount: '250.50', fee: '0.00', credited: '250.50' });
    expect(res.body.data.payment_method.type).toBe('store');
    expect(res.body.data.payment_method.reference).toMatch(/^\d{18}$/);
    const img = await fetch(res.body.data.payment_method.barcode_url);
    expect(img.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await img.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  });

  it('forged notifications credit nothing and are kept', async () => {
    const before = await balanceOf(t, EMAIL);
    const unknown = await webhook({
      type: 'charge.succeeded',
      transaction: { id: 'trzzzzzzzzzzzzzzzzzz', amount: 9999, status: 'completed' },
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body.outcome).toBe('forged');
    expect((await eventsOf(t, 'openpay', 'trzzzzzzzzzzzzzzzzzz'))[0]).toMatchObject({
      outcome: 'forged',
      verified: false,
    });

    // A real charge still unpaid: the body says succeeded, OpenPay says in_progress.
    const open = await reference('store', '300');
    const lie = await webhook({
      type: 'charge.succeeded',
      transaction: { id: open.body.data.id, amount: 300, status: 'completed' },
    });
    expect(lie.body.outcome).toBe('pending');
    const payment = (await paymentOf(t, 'openpay', open.body.data.id))!;
    expect(payment.status).toBe('pending');
    expect(await creditRows(t, payment)).toBe(0);
    expect((await balanceOf(t, EMAIL)).balance).toBe(before.balance);
  });

  it('answers the verification event', async () => {
    const res = await webhook({
      type: 'verification',
      event_date: new Date().toISOString(),
      verification_code: 'AbC123',
    });
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('ignored');
  });
});

describe('where OpenPay is called', () => {
  it('uses the mock only for a sandbox tenant in demo mode; production mode never reaches it', () => {
    expect(openpayBaseUrl(t.config, false)).toBe(mockUrl);
    expect(openpayBaseUrl(t.config, true)).toBe(OPENPAY_LIVE_URL);
    const production = { ...t.config, mode: 'production' as const };
    expect(openpayBaseUrl(production, false)).toBe(OPENPAY_SANDBOX_URL);
    expect(openpayBaseUrl(production, true)).toBe(OPENPAY_LIVE_URL);
    expect(() => openpayMockPlugin({ mode: 'production' })).toThrow(/never runs in production/);
  });

  it('lets the browser tokenise cross-origin against the demo mock', async () => {
    const res = await fetch(`${mockUrl}/v1/${OPENPAY_MOCK_DEMO_MERCHANT.id}/tokens`, {
      method: 'OPTIONS',
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});
