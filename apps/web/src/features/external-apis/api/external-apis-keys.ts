import type { Query } from '../../../lib/api-client';

/** Cache keys of the area: keys, endpoints and each endpoint's deliveries. */
export const externalApisKeys = {
  apiKeys: ['api_keys'] as const,
  endpoints: ['webhook_endpoints'] as const,
  endpoint: (id: number) => ['webhook_endpoints', id] as const,
  deliveries: (endpointId: number) => ['webhook_endpoints', endpointId, 'deliveries'] as const,
  deliveryPage: (endpointId: number, query: Query) =>
    ['webhook_endpoints', endpointId, 'deliveries', query] as const,
  delivery: (id: number) => ['webhook_deliveries', id] as const,
};
