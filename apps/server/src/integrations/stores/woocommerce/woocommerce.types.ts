/** The parts of WooCommerce's answers the connector reads (REST wc/v1–v3 and legacy wc-api/v3). */

/** REST wc/v1–v3: an order's billing / shipping block. */
export interface WcAddress {
  first_name?: string;
  last_name?: string;
  company?: string;
  address_1?: string;
  address_2?: string;
  city?: string;
  /** A state code ("JAL", "CDMX" as WooCommerce's MX list has them, or free text). */
  state?: string;
  postcode?: string;
  country?: string;
  email?: string;
  phone?: string;
}

export interface WcLineItem {
  id?: number;
  name?: string;
  product_id?: number;
  quantity?: number;
  total?: string;
}

export interface WcMetaData {
  id?: number;
  key: string;
  value: unknown;
}

/** REST wc/v1–v3 order (GET orders). */
export interface WcOrder {
  id: number;
  /** What the merchant calls it (plugins may rewrite it: "MX-1001"). */
  number?: string;
  status?: string;
  currency?: string;
  date_created?: string;
  date_created_gmt?: string;
  total?: string;
  customer_note?: string;
  billing?: WcAddress;
  shipping?: WcAddress;
  line_items?: WcLineItem[];
  meta_data?: WcMetaData[];
}

/** Legacy wc-api/v3 address block (WooCommerce < 2.6). */
export type WcLegacyAddress = WcAddress;

/** Legacy wc-api/v3 order (GET orders → {orders: [...]}). */
export interface WcLegacyOrder {
  id: number;
  order_number?: string | number;
  status?: string;
  currency?: string;
  created_at?: string;
  total?: string;
  note?: string;
  billing_address?: WcLegacyAddress;
  shipping_address?: WcLegacyAddress;
  line_items?: WcLineItem[];
}

/** REST error: {code, message, data: {status}}. */
export interface WcRestError {
  code?: string;
  message?: string;
  data?: { status?: number };
}

/** Legacy error: {errors: [{code, message}]}. */
export interface WcLegacyError {
  errors?: Array<{ code?: string; message?: string }>;
}

/** Order statuses: `processing` is paid and not shipped; `on-hold` awaits payment. */
export const WC_OPEN_STATUS = 'processing';
export const WC_DONE_STATUS = 'completed';
/** Where the tracking is also kept on the order, for plugins and the merchant's own reports. */
export const WC_TRACKING_META_KEY = '_despacho_tracking';
/** REST per_page maximum. */
export const WC_PAGE_SIZE = 100;
