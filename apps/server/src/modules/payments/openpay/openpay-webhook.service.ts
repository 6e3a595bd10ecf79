import type { TenantRow } from '../../../db/schema';
import { withTenant } from '../../../db/tenant-tx';
import type { AppDeps } from '../../../http/context';
import { GatewayError } from '../../../integrations/payments/gateway-http';
import type {
  OpenpayCharge,
  OpenpayWebhook,
} from '../../../integrations/payments/openpay/openpay.types';
import { paymentByExternalId, recordPaymentEvent, type EventOutcome } from '../payment-records';
import type { WebhookAnswer } from '../payment-webhook-route';
import { settleWithCharge } from './openpay-charges.service';
import { openpayConfig } from './openpay-gateway';

const text = (v: unknown, max = 120) =>
  typeof v === 'string' && v.length > 0 && v.length <= max ? v : undefined;
const CHARGE_EVENTS = new Set([
  'charge.succeeded',
  'charge.failed',
  'charge.cancelled',
  'charge.created',
]);

/**
 * An OpenPay webhook delivery. OpenPay does not sign them, so nothing in the body is believed:
 * the charge is asked of OpenPay with the tenant's private key and our payment is settled as
 * OpenPay describes it (credited once). A charge OpenPay does not know is forged (recorded,
 * logged, nothing credited). The URL's `verification` event is recorded and answered 200 (its
 * code appears in the log for the admin to paste into OpenPay's dashboard).
 */
export async function handleOpenpayWebhook(
  deps: AppDeps,
  tenant: TenantRow,
  body: unknown,
  ip: string,
): Promise<WebhookAnswer> {
  const b = (body ?? {}) as Partial<OpenpayWebhook>;
  const type = text(b.type, 60);
  const chargeId = text(b.transaction?.id, 60);
  const record = (outcome: EventOutcome, verified: boolean, paymentId: number | null = null) =>
    withTenant(deps.db, tenant.id, (tx) =>
      recordPaymentEvent(tx, {
        tenantId: tenant.id,
        gateway: 'openpay',
        eventKey: type ? `${type}:${b.event_date ?? ''}` : null,
        externalId: chargeId ?? null,
        paymentId,
        verified,
        outcome,
        payload: body ?? null,
      }),
    );
  if (type === 'verification') {
    deps.log.info(
      { tenant: tenant.slug, gateway: 'openpay', verificationCode: text(b.verification_code, 40) },
      'openpay webhook verification received',
    );
    await record('ignored', false);
    return { status: 200, outcome: 'ignored' };
  }
  if (!type || !CHARGE_EVENTS.has(type) || !chargeId || !/^[a-z0-9]{1,60}$/i.test(chargeId)) {
    await record('ignored', false);
    return { status: 200, outcome: 'ignored' };
  }
  const cfg = await openpayConfig(deps, tenant.id);
  if (!cfg.client) {
    await record('ignored', false);
    return { status: 503, outcome: 'ignored' };
  }
  let charge: OpenpayCharge;
  try {
    charge = await cfg.client.getCharge(chargeId);
  } catch (err) {
    if (err instanceof GatewayError && err.kind === 'not_found') {
      deps.log.warn(
        { tenant: tenant.slug, gateway: 'openpay', chargeId, ip },
        'openpay webhook names a charge OpenPay does not know; nothing credited',
      );
      await record('forged', false);
      return { status: 200, outcome: 'forged' };
    }
    deps.log.warn(
      { err, tenant: tenant.slug },
      'openpay webhook: the charge could not be asked; OpenPay will retry',
    );
    await record('pending', false);
    return { status: 503, outcome: 'pending' };
  }
  const payment = await withTenant(deps.db, tenant.id, (tx) =>
    paymentByExternalId(tx, 'openpay', charge.id),
  );
  if (!payment) {
    await record('ignored', true);
    return { status: 200, outcome: 'ignored' };
  }
  const settled = await settleWithCharge(deps, tenant.id, payment, charge);
  if (settled.outcome === 'forged') {
    deps.log.warn(
      { tenant: tenant.slug, gateway: 'openpay', chargeId, ip },
      'openpay charge does not match our payment; nothing credited',
    );
  }
  await record(settled.outcome, settled.outcome !== 'forged', payment.id);
  return { status: 200, outcome: settled.outcome };
}
