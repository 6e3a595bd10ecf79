import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { OpenApiDocument } from '../openapi-model';

/** GET docs/json: the OpenAPI document the server builds from the shared contracts. */
export const getOpenApi = () => api.get<OpenApiDocument>('docs/json');

export const openApiQueryOptions = () =>
  queryOptions({ queryKey: ['openapi'], queryFn: getOpenApi, staleTime: 10 * 60_000 });

export const useOpenApi = () => useQuery(openApiQueryOptions());
