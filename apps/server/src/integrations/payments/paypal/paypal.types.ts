/** The parts of PayPal's REST v2 Orders and v1 Notifications payloads the product reads. */

export interface PaypalLink {
  href: string;
  rel: string;
  method?: string;
}

export interface PaypalMoney {
  currency_code: string;
  value: string;
}

export interface PaypalCapture {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'PENDING' | 'REFUNDED' | 'FAILED';
  amount: PaypalMoney;
  custom_id?: string;
  final_capture?: boolean;
  create_time?: string;
  status_details?: { reason?: string };
}

export type PaypalOrderStatus =
  'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';

export interface PaypalOrder {
  id: string;
  status: PaypalOrderStatus;
  intent?: 'CAPTURE' | 'AUTHORIZE';
  create_time?: string;
  purchase_units?: {
    reference_id?: string;
    custom_id?: string;
    amount?: PaypalMoney;
    payments?: { captures?: PaypalCapture[] };
  }[];
  payer?: { payer_id?: string; email_address?: string };
  links?: PaypalLink[];
}

/** PayPal's error body: `{name, message, debug_id, details: [{issue, description}]}`. */
export interface PaypalErrorBody {
  name?: string;
  message?: string;
  debug_id?: string;
  details?: { issue?: string; description?: string; field?: string }[];
}

export interface PaypalWebhookEvent {
  id: string;
  event_type: string;
  resource_type?: string;
  create_time?: string;
  resource: {
    id?: string;
    status?: string;
    amount?: PaypalMoney;
    custom_id?: string;
    supplementary_data?: { related_ids?: { order_id?: string } };
  } & Record<string, unknown>;
}

/** The PAYPAL-* headers a webhook delivery carries, passed on to verify-webhook-signature. */
export interface PaypalTransmission {
  auth_algo: string;
  cert_url: string;
  transmission_id: string;
  transmission_sig: string;
  transmission_time: string;
}

/** The capture inside a completed order (the first, as an order of intent CAPTURE has one). */
export const captureOf = (order: PaypalOrder): PaypalCapture | undefined =>
  order.purchase_units?.[0]?.payments?.captures?.[0];

/** The order id a webhook event is about (an order event, or a capture's related order). */
export function orderIdOfEvent(event: PaypalWebhookEvent): string | undefined {
  if (event.resource_type === 'checkout-order' || event.event_type.startsWith('CHECKOUT.ORDER')) {
    return event.resource.id;
  }
  return event.resource.supplementary_data?.related_ids?.order_id;
}
