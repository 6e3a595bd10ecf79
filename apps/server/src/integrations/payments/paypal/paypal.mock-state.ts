import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { PaypalCapture, PaypalOrder, PaypalWebhookEvent } from './paypal.types';

/** The sandbox app the demo seed configures (public: it only works against the mock). */
export const PAYPAL_MOCK_DEMO_APP = {
  clientId: 'demo-paypal-client-id',
  secret: 'demo-paypal-secret',
  webhookId: 'WH-DEMO-0001',
};

export interface PaypalMockApp {
  clientId: string;
  secret: string;
  /** Webhook id → where its events go (PayPal: one URL per webhook of an app). */
  webhooks: { id: string; url: string }[];
}

export interface PaypalMockOrder {
  order: PaypalOrder;
  clientId: string;
  returnUrl: string;
  cancelUrl: string;
  createdAt: number;
  /** Capture responses by PayPal-Request-Id (a retried capture answers the same). */
  captureReplies: Map<string, PaypalOrder>;
}

export interface PaypalMockDelivery {
  url: string;
  eventType: string;
  orderId: string;
  status: number | 'error';
}

/** PayPal-looking ids: upper-case letters and digits of a fixed length. */
const id = (length: number) => randomBytes(length).toString('hex').toUpperCase().slice(0, length);

/** What the PayPal mock remembers: apps, tokens, orders, the webhooks it sent. */
export class PaypalMockState {
  readonly apps = new Map<string, PaypalMockApp>();
  readonly tokens = new Map<string, { clientId: string; expiresAt: number }>();
  readonly orders = new Map<string, PaypalMockOrder>();
  readonly ordersByRequestId = new Map<string, string>();
  readonly deliveries: PaypalMockDelivery[] = [];
  /** Stands in for PayPal's RSA key: what the mock signs its deliveries with. */
  readonly signingKey = randomBytes(32);

  constructor(apps: PaypalMockApp[]) {
    for (const app of apps) this.apps.set(app.clientId, app);
  }

  newOrderId = () => id(17);
  newCaptureId = () => id(17);
  newPayerId = () => id(13);
  newToken = () => `A21AA${randomBytes(24).toString('base64url')}`;

  /** The buyer approved on the checkout page (tests may call this instead of the page). */
  approve(orderId: string, payerId = this.newPayerId()): PaypalMockOrder | undefined {
    const entry = this.orders.get(orderId);
    if (!entry) return undefined;
    if (entry.order.status === 'PAYER_ACTION_REQUIRED' || entry.order.status === 'CREATED') {
      entry.order.status = 'APPROVED';
      entry.order.payer = { payer_id: payerId, email_address: 'comprador@example.com' };
    }
    return entry;
  }

  /** Voids an order as PayPal does once it goes unapproved too long. */
  void(orderId: string): void {
    const entry = this.orders.get(orderId);
    if (entry && entry.order.status !== 'COMPLETED') entry.order.status = 'VOIDED';
  }

  /** Captures an approved order: COMPLETED with one capture of the whole amount. */
  capture(entry: PaypalMockOrder, status: PaypalCapture['status'] = 'COMPLETED'): PaypalOrder {
    const unit = entry.order.purchase_units![0]!;
    const capture: PaypalCapture = {
      id: this.newCaptureId(),
      status,
      amount: unit.amount!,
      custom_id: unit.custom_id,
      final_capture: true,
      create_time: new Date().toISOString(),
    };
    unit.payments = { captures: [capture] };
    entry.order.status = 'COMPLETED';
    return structuredClone(entry.order);
  }

  /** The signature a delivery carries; verify-webhook-signature recomputes it. */
  sign(transmissionId: string, time: string, webhookId: string, body: string): string {
    return createHmac('sha256', this.signingKey)
      .update(`${transmissionId}|${time}|${webhookId}|${body}`)
      .digest('base64');
  }

  eventFor(entry: PaypalMockOrder, type: string): PaypalWebhookEvent {
    const order = entry.order;
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    const isCapture = type.startsWith('PAYMENT.CAPTURE');
    return {
      id: `WH-${randomUUID().toUpperCase()}`,
      event_type: type,
      resource_type: isCapture ? 'capture' : 'checkout-order',
      create_time: new Date().toISOString(),
      resource: isCapture
        ? {
            ...(capture as unknown as Record<string, unknown>),
            supplementary_data: { related_ids: { order_id: order.id } },
          }
        : { id: order.id, status: order.status, intent: order.intent },
    };
  }
}
