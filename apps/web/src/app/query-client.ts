import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';

/** Retry once only when the server may recover (no answer or a 5xx); a 4xx will not change. */
const shouldRetry = (failures: number, error: unknown) =>
  failures < 1 && (!isApiError(error) || !error.hasResponse || error.status >= 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
