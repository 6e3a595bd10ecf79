/** The parts of Mercado Pago's Checkout Pro and Payments payloads the product reads. */

export interface MercadoPreference {
  id: string;
  init_point: string;
  sandbox_init_point?: string;
  external_reference?: string;
  collector_id?: number;
  date_created?: string;
  expires?: boolean;
  expiration_date_to?: string | null;
  items?: {
    id?: string;
    title: string;
    quantity: number;
    unit_price: number;
    currency_id: string;
  }[];
  back_urls?: { success?: string; failure?: string; pending?: string };
  notification_url?: string;
}

export type MercadoPaymentStatus =
  | 'pending'
  | 'approved'
  | 'authorized'
  | 'in_process'
  | 'in_mediation'
  | 'rejected'
  | 'cancelled'
  | 'refunded'
  | 'charged_back';

export interface MercadoPayment {
  id: number;
  status: MercadoPaymentStatus;
  status_detail?: string;
  transaction_amount: number;
  currency_id: string;
  external_reference?: string | null;
  date_created?: string;
  date_approved?: string | null;
  preference_id?: string;
  order?: { id?: string | number; type?: string };
}

/** Mercado Pago's error body: `{message, error, status, cause: [{code, description}]}`. */
export interface MercadoErrorBody {
  message?: string;
  error?: string;
  status?: number;
  cause?: { code?: number | string; description?: string }[];
}
