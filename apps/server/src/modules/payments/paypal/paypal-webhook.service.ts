import type { TenantRow } from '../../../db/schema';
import { withTenant } from '../../../db/tenant-tx';
import type { AppDeps } from '../../../http/context';
import {
  orderIdOfEvent,
  type PaypalTransmission,
  type PaypalWebhookEvent,
} from '../../../integrations/payments/paypal/paypal.types';
import type { GatewayPaymentState } from '../gateway-port';
import { paymentByExternalId, recordPaymentEvent, type EventOutcome } from '../payment-records';
import type { WebhookAnswer } from '../payment-webhook-route';
import { settlePayment } from '../payment-settle';
import { paypalConfig } from './paypal-gateway';
import { fetchPaypalState } from './paypal-state';

/** The events that can move a payment; others are recorded and ignored. */
const PAYMENT_EVENTS = new Set([
  'CHECKOUT.ORDER.APPROVED',
  'CHECKOUT.ORDER.COMPLETED',
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.PENDING',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.DECLINED',
]);

const header = (h: Record<string, unknown>, name: string) => {
  const v = h[name];
  return typeof v === 'string' && v.length <= 2000 ? v : undefined;
};

function transmissionOf(h: Record<string, unknown>): PaypalTransmission | null {
  const t = {
    auth_algo: header(h, 'paypal-auth-algo'),
    cert_url: header(h, 'paypal-cert-url'),
    transmission_id: header(h, 'paypal-transmission-id'),
    transmission_sig: header(h, 'paypal-transmission-sig'),
    transmission_time: header(h, 'paypal-transmission-time'),
  };
  return Object.values(t).every(Boolean) ? (t as PaypalTransmission) : null;
}

function isEvent(body: unknown): body is PaypalWebhookEvent {
  const b = body as Partial<PaypalWebhookEvent> | null;
  return (
    !!b &&
    typeof b.id === 'string' &&
    typeof b.event_type === 'string' &&
    typeof b.resource === 'object' &&
    b.resource !== null
  );
}

/**
 * A PayPal webhook delivery for one tenant. With the tenant's webhook id set, the delivery must
 * pass PayPal's verify-webhook-signature or it is forged (recorded, logged, nothing credited);
 * without one it cannot be verified and the order is asked of PayPal instead. Either way the
 * credit follows PayPal's own answer about the order (never the event's body) and goes through
 * creditPayment, so replays credit nothing more.
 */
export async function handlePaypalWebhook(
  deps: AppDeps,
  tenant: TenantRow,
  headers: Record<string, unknown>,
  body: unknown,
  ip: string,
): Promise<WebhookAnswer> {
  const record = (
    outcome: EventOutcome,
    verified: boolean,
    extra: { orderId?: string | null; paymentId?: number | null } = {},
  ) =>
    withTenant(deps.db, tenant.id, (tx) =>
      recordPaymentEvent(tx, {
        tenantId: tenant.id,
        gateway: 'paypal',
        eventKey: isEvent(body) ? body.id : null,
        externalId: extra.orderId ?? null,
        paymentId: extra.paymentId ?? null,
        verified,
        outcome,
        payload: body ?? null,
      }),
    );
  if (!isEvent(body)) {
    await record('ignored', false);
    return { status: 400, outcome: 'ignored' };
  }
  const orderId = orderIdOfEvent(body) ?? null;
  const cfg = await paypalConfig(deps, tenant.id);
  if (!cfg.client) {
    await record('ignored', false, { orderId });
    return { status: 503, outcome: 'ignored' };
  }
  let verified = false;
  if (cfg.webhookId) {
    const transmission = transmissionOf(headers);
    verified = transmission
      ? await cfg.client.verifyWebhook(cfg.webhookId, transmission, body).catch(() => false)
      : false;
    if (!verified) {
      deps.log.warn(
        {
          tenant: tenant.slug,
          gateway: 'paypal',
          eventId: body.id.slice(0, 80),
          eventType: body.event_type.slice(0, 60),
          ip,
        },
        'payment notification failed signature verification; nothing credited',
      );
      await record('forged', false, { orderId });
      return { status: 401, outcome: 'forged' };
    }
  }
  if (!PAYMENT_EVENTS.has(body.event_type) || !orderId) {
    await record('ignored', verified, { orderId });
    return { status: 200, outcome: 'ignored' };
  }
  const payment = await withTenant(deps.db, tenant.id, (tx) =>
    paymentByExternalId(tx, 'paypal', orderId.slice(0, 120)),
  );
  if (!payment) {
    await record('ignored', verified, { orderId });
    return { status: 200, outcome: 'ignored' };
  }
  if (payment.status === 'credited') {
    await record('duplicate', verified, { orderId, paymentId: payment.id });
    return { status: 200, outcome: 'duplicate' };
  }
  let state: GatewayPaymentState;
  try {
    state = await fetchPaypalState(cfg.client, payment);
  } catch (err) {
    deps.log.warn(
      { err, tenant: tenant.slug, paymentId: payment.id },
      'paypal webhook: PayPal could not be asked; it will retry',
    );
    await record('pending', verified, { orderId, paymentId: payment.id });
    return { status: 503, outcome: 'pending' };
  }
  // PayPal's own answer about the order confirms the notification whatever its signature.
  const outcome = await withTenant(deps.db, tenant.id, async (tx) => {
    const settled = await settlePayment(tx, tenant.id, payment, state);
    await recordPaymentEvent(tx, {
      tenantId: tenant.id,
      gateway: 'paypal',
      eventKey: body.id,
      externalId: orderId,
      paymentId: payment.id,
      verified: true,
      outcome: settled.outcome,
      payload: body,
    });
    return settled.outcome;
  });
  return { status: 200, outcome };
}
