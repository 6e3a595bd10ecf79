/** The parts of Tienda Nube's API (v1) the connector reads. */

export interface TnAddress {
  name?: string | null;
  address?: string | null;
  number?: string | null;
  /** Interior / apartment ("Depto. 5"). */
  floor?: string | null;
  /** The colonia. */
  locality?: string | null;
  city?: string | null;
  /** The state's name ("Jalisco"). */
  province?: string | null;
  zipcode?: string | null;
  country?: string | null;
  phone?: string | null;
}

export interface TnProduct {
  name?: string;
  quantity?: number | string;
  /** Kilograms as a decimal string ("0.50"). */
  weight?: string | number | null;
  price?: string;
}

export interface TnOrder {
  id: number;
  number?: number | string;
  created_at?: string;
  currency?: string;
  total?: string;
  status?: string;
  payment_status?: string;
  /** unpacked | unfulfilled (packed, not shipped) | fulfilled (shipped); examples also show unshipped / shipped. */
  shipping_status?: string;
  shipping_pickup_type?: string;
  contact_email?: string;
  note?: string | null;
  customer?: { name?: string; email?: string; phone?: string | null } | null;
  shipping_address?: TnAddress | null;
  products?: TnProduct[];
  shipping_tracking_number?: string | null;
  shipping_tracking_url?: string | null;
}

/** GET /store: `name` is per language. */
export interface TnStore {
  id: number;
  name?: Record<string, string> | string;
  original_domain?: string;
  main_language?: string;
}

/** POST /apps/authorize/token */
export interface TnTokenReply {
  access_token?: string;
  token_type?: string;
  scope?: string;
  user_id?: number | string;
  error?: string;
  error_description?: string;
}

/** API errors: {code, message, description}. */
export interface TnError {
  code?: number;
  message?: string;
  description?: string;
}

/** Tienda Nube asks every app to name itself and a contact in the User-Agent. */
export const TIENDANUBE_USER_AGENT = 'Despacho (soporte@despacho.mx)';
/** The shipping statuses of an order still to ship (the docs' values, and the examples' alias). */
export const TN_OPEN_SHIPPING_STATUSES = ['unpacked', 'unfulfilled'] as const;
export const TN_PAGE_SIZE = 200;
