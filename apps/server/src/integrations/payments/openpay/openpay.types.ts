/** OpenPay's wire shapes (https://documents.openpay.mx/docs/api/), the fields we read. */

export interface OpenpayAddress {
  line1: string;
  line2?: string;
  line3?: string;
  city: string;
  state: string;
  postal_code: string;
  country_code: string;
}

export interface OpenpayCard {
  id: string;
  type?: 'debit' | 'credit' | string;
  brand: string;
  /** Masked as OpenPay returns it: 411111XXXXXX1111. */
  card_number: string;
  holder_name: string;
  expiration_year: string;
  expiration_month: string;
  creation_date?: string;
  bank_name?: string;
  customer_id?: string | null;
  address?: OpenpayAddress | null;
}

export interface OpenpayToken {
  id: string;
  card: OpenpayCard;
}

export interface OpenpayCustomer {
  id: string;
  name: string;
  last_name?: string | null;
  email: string;
  external_id?: string | null;
  creation_date?: string;
}

export type OpenpayChargeStatus =
  | 'in_progress'
  | 'completed'
  | 'failed'
  | 'cancelled'
  | 'charge_pending'
  | 'refunded'
  | 'chargeback_pending'
  | 'chargeback_accepted'
  | 'chargeback_adjustment';

export interface OpenpayPaymentMethod {
  type: 'redirect' | 'bank_transfer' | 'store';
  url?: string;
  bank?: string;
  clabe?: string;
  name?: string;
  agreement?: string;
  reference?: string;
  barcode_url?: string;
  url_store?: string;
}

export interface OpenpayCharge {
  id: string;
  authorization?: string | null;
  method: 'card' | 'bank_account' | 'store';
  operation_type: 'in';
  transaction_type: 'charge';
  status: OpenpayChargeStatus;
  amount: number;
  currency: string;
  description: string;
  order_id?: string | null;
  customer_id?: string | null;
  creation_date: string;
  operation_date?: string;
  due_date?: string | null;
  error_message?: string | null;
  error_code?: number | null;
  payment_method?: OpenpayPaymentMethod;
  card?: OpenpayCard;
}

/** OpenPay's error body. */
export interface OpenpayErrorBody {
  category?: 'request' | 'internal' | 'gateway';
  description?: string;
  http_code?: number;
  error_code?: number;
  request_id?: string;
}

/** A webhook delivery: `{type, event_date, transaction}` or the URL's `verification`. */
export interface OpenpayWebhook {
  type: string;
  event_date?: string;
  verification_code?: string;
  transaction?: Partial<OpenpayCharge>;
}
