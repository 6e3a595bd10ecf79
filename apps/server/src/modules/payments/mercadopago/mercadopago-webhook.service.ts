import type { TenantRow } from '../../../db/schema';
import { withTenant } from '../../../db/tenant-tx';
import type { AppDeps } from '../../../http/context';
import { GatewayError } from '../../../integrations/payments/gateway-http';
import { verifyMercadoSignature } from '../../../integrations/payments/mercadopago/mercadopago.signature';
import type { MercadoPayment } from '../../../integrations/payments/mercadopago/mercadopago.types';
import { paymentById, recordPaymentEvent, type EventOutcome } from '../payment-records';
import type { WebhookAnswer } from '../payment-webhook-route';
import { mercadoConfig, parseMercadoReference } from './mercadopago-gateway';
import { settleWithMercadoPayment } from './mercadopago-payments.service';

const text = (v: unknown, max = 200) => (typeof v === 'string' && v.length <= max ? v : undefined);

/**
 * A Mercado Pago webhook delivery (`?data.id=…&type=payment`). With the tenant's webhook secret
 * set, x-signature must match or the delivery is forged (recorded, logged, nothing credited);
 * without one it cannot be verified. Either way the payment is then asked of Mercado Pago and
 * credited only as Mercado Pago describes it, once.
 */
export async function handleMercadoWebhook(
  deps: AppDeps,
  tenant: TenantRow,
  query: Record<string, unknown>,
  headers: Record<string, unknown>,
  body: unknown,
  ip: string,
): Promise<WebhookAnswer> {
  const b = (body ?? {}) as {
    type?: unknown;
    action?: unknown;
    data?: { id?: unknown };
    id?: unknown;
  };
  const type = text(query.type) ?? text(query.topic) ?? text(b.type);
  const dataId = text(query['data.id'], 40) ?? text(query.id, 40) ?? text(b.data?.id, 40);
  const requestId = text(headers['x-request-id']);
  const record = (outcome: EventOutcome, verified: boolean, paymentId: number | null = null) =>
    withTenant(deps.db, tenant.id, (tx) =>
      recordPaymentEvent(tx, {
        tenantId: tenant.id,
        gateway: 'mercadopago',
        eventKey: requestId ?? (b.id === undefined ? null : String(b.id)),
        externalId: dataId ?? null,
        paymentId,
        verified,
        outcome,
        payload: { query, body: body ?? null },
      }),
    );
  const cfg = await mercadoConfig(deps, tenant.id);
  let verified = false;
  if (cfg.webhookSecret) {
    verified = verifyMercadoSignature(
      cfg.webhookSecret,
      text(headers['x-signature']),
      dataId,
      requestId,
    );
    if (!verified) {
      deps.log.warn(
        { tenant: tenant.slug, gateway: 'mercadopago', dataId, ip },
        'payment notification failed signature verification; nothing credited',
      );
      await record('forged', false);
      return { status: 401, outcome: 'forged' };
    }
  }
  if (type !== 'payment' || !dataId || !/^\d{1,19}$/.test(dataId)) {
    await record('ignored', verified);
    return { status: 200, outcome: 'ignored' };
  }
  if (!cfg.client) {
    await record('ignored', verified);
    return { status: 503, outcome: 'ignored' };
  }
  let mp: MercadoPayment;
  try {
    mp = await cfg.client.getPayment(dataId);
  } catch (err) {
    if (err instanceof GatewayError && err.kind === 'not_found') {
      await record('ignored', verified);
      return { status: 200, outcome: 'ignored' };
    }
    deps.log.warn(
      { err, tenant: tenant.slug },
      'mercado pago webhook: the payment could not be asked; it will retry',
    );
    await record('pending', verified);
    return { status: 503, outcome: 'pending' };
  }
  const ref = parseMercadoReference(mp.external_reference);
  const payment =
    ref && ref.slug === tenant.slug
      ? await withTenant(deps.db, tenant.id, (tx) => paymentById(tx, ref.id))
      : null;
  if (!payment || payment.gateway !== 'mercadopago') {
    await record('ignored', true);
    return { status: 200, outcome: 'ignored' };
  }
  const settled = await settleWithMercadoPayment({ deps, tenantId: tenant.id }, payment, mp);
  // Mercado Pago's own answer about the payment confirms the notification.
  await record(settled.outcome, true, payment.id);
  return { status: 200, outcome: settled.outcome };
}
