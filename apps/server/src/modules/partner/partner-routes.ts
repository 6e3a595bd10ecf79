import { API_PREFIX } from '@despacho/shared';

/** What the partner API may do with a route beyond reaching it. */
export interface PartnerRouteFlags {
  /** Key callers must send `Idempotency-Key` (a purchase: a retry must never charge twice). */
  idempotencyRequired?: boolean;
  /** Counted in the per-key purchase limit as well as the general one. */
  purchase?: boolean;
  /** The operation's name in the partner OpenAPI document (client generators use it). */
  operationId: string;
  /** The document's summary when the route's own schema has none. */
  summary?: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The partner API (issue 22, /work/brief/partner-routes.md): the only routes an API key may call
 * and the only ones in the partner OpenAPI document. Paths as Fastify registers them, without
 * the /api/v1 prefix. Everything else (API keys, sign-in, staff screens) is session only.
 */
const PARTNER_ROUTES: Record<string, PartnerRouteFlags> = {
  'POST /quotes': { operationId: 'createQuote' },
  'GET /shipments': { operationId: 'listShipments' },
  'POST /shipments': { operationId: 'createShipment' },
  'GET /shipments/:id': { operationId: 'getShipment' },
  'POST /shipments/:id/parcels': { operationId: 'setShipmentParcel' },
  'GET /shipments/:id/rates': { operationId: 'listShipmentRates' },
  'POST /shipments/:id/rates': {
    operationId: 'buyShipmentRate',
    idempotencyRequired: true,
    purchase: true,
  },
  'GET /shipments/:id/label': { operationId: 'getShipmentLabel' },
  'GET /shipments/:id/tracking': { operationId: 'getShipmentTracking' },
  'PUT /shipments/:id/cancel': { operationId: 'cancelShipment' },
  'PUT /shipments/:id/request_cancellation': { operationId: 'requestShipmentCancellation' },
  'GET /tracking/:tracking_number': { operationId: 'trackByNumber' },
  'GET /pickups': { operationId: 'listPickups' },
  'GET /pickups/days': { operationId: 'listPickupDays' },
  'POST /pickups': { operationId: 'createPickup' },
  'PUT /pickups/:id/reschedule': { operationId: 'reschedulePickup' },
  'GET /balance': { operationId: 'getBalance' },
  // The catalogue addresses and quotes refer to (country_id), and the postal-code lookup.
  'GET /countries': { operationId: 'listCountries' },
  'GET /countries/:id/states': { operationId: 'listCountryStates' },
  'GET /postal_codes/:postal_code': { operationId: 'lookupPostalCode' },
  'GET /transactions': { operationId: 'listTransactions' },
  'GET /addresses': { operationId: 'listAddresses' },
  'POST /addresses': { operationId: 'createAddress' },
  'GET /addresses/:id': { operationId: 'getAddress' },
  'PUT /addresses/:id': { operationId: 'updateAddress' },
  'DELETE /addresses/:id': { operationId: 'deleteAddress' },
  'GET /packages': { operationId: 'listPackages' },
  'POST /packages': { operationId: 'createPackage' },
  'GET /packages/:id': { operationId: 'getPackage' },
  'PUT /packages/:id': { operationId: 'updatePackage' },
  'DELETE /packages/:id': { operationId: 'deletePackage' },
  'GET /webhook_endpoints': { operationId: 'listWebhookEndpoints' },
  'POST /webhook_endpoints': { operationId: 'createWebhookEndpoint' },
  'GET /webhook_endpoints/:id': { operationId: 'getWebhookEndpoint' },
  'PUT /webhook_endpoints/:id': { operationId: 'updateWebhookEndpoint' },
  'DELETE /webhook_endpoints/:id': { operationId: 'deleteWebhookEndpoint' },
  'POST /webhook_endpoints/:id/rotate_secret': { operationId: 'rotateWebhookEndpointSecret' },
  'POST /webhook_endpoints/:id/test': { operationId: 'testWebhookEndpoint' },
  'GET /webhook_endpoints/:id/deliveries': { operationId: 'listWebhookDeliveries' },
  'GET /webhook_deliveries/:id': { operationId: 'getWebhookDelivery' },
  'POST /webhook_deliveries/:id/resend': { operationId: 'resendWebhookDelivery' },
};

/** Summaries for the partner routes whose schema has none (the document shows every one). */
const FALLBACK_SUMMARIES: Record<string, string> = {
  'GET /countries': 'The country catalogue, with the ids addresses and quotes take',
  'GET /countries/:id/states': 'A country’s states, with their ids',
  'GET /shipments': 'Your shipments, newest first (filters as the web list)',
  'GET /shipments/:id': 'One shipment',
  'POST /shipments/:id/parcels': 'Sets the shipment’s parcel (wizard step 2)',
  'GET /shipments/:id/rates': 'The rates for the shipment, cheapest first',
  'POST /shipments/:id/rates':
    'Buys a rate from the balance; Idempotency-Key required with an API key',
  'GET /shipments/:id/label': 'The label in the format asked (pdf, zpl…)',
  'GET /shipments/:id/tracking': 'The shipment’s tracking events',
  'PUT /shipments/:id/cancel': 'Cancels the shipment (refunded to the balance)',
  'PUT /shipments/:id/request_cancellation': 'Asks staff to cancel (carriers that need it)',
  'GET /transactions': 'Your balance movements',
  'GET /addresses/:id': 'One saved address',
  'POST /addresses': 'Saves an address',
  'PUT /addresses/:id': 'Changes a saved address',
  'DELETE /addresses/:id': 'Deletes a saved address',
  'GET /packages': 'Your package templates',
  'GET /packages/:id': 'One package template',
  'POST /packages': 'Saves a package template',
  'PUT /packages/:id': 'Changes a package template',
  'DELETE /packages/:id': 'Deletes a package template',
  'GET /webhook_endpoints/:id': 'One webhook endpoint',
  'PUT /webhook_endpoints/:id': 'Changes a webhook endpoint (URL, events, enabled)',
  'DELETE /webhook_endpoints/:id': 'Deletes a webhook endpoint and its delivery log',
};

const key = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

/** The flags of a partner route, or null when the route is not in the partner API. */
export function partnerRoute(method: string, url: string | undefined): PartnerRouteFlags | null {
  if (!url?.startsWith(`${API_PREFIX}/`)) return null;
  const k = key(method, url.slice(API_PREFIX.length));
  const flags = PARTNER_ROUTES[k];
  return flags ? { ...flags, summary: FALLBACK_SUMMARIES[k] } : null;
}

/** Every partner route as `METHOD /api/v1/path` (the OpenAPI test compares against it). */
export const partnerRouteList = (): { method: Method; url: string }[] =>
  Object.keys(PARTNER_ROUTES).map((k) => {
    const [method, path] = k.split(' ') as [Method, string];
    return { method, url: `${API_PREFIX}${path}` };
  });
