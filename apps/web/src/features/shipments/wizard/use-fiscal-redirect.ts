import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { FISCAL_VERIFICATION_ROUTE, pathTo } from '../../../app/route-table';
import { isApiError } from '../../../lib/api-error';
import { queryKeys } from '../../../lib/query-keys';

/** The server's word for spec 1 §2: verify your fiscal data before going on. */
export const isFiscalVerificationRequired = (error: unknown) =>
  isApiError(error) && error.code === 'fiscal_verification_required';

/**
 * The wizard and the quote page mirror the server's fiscal-verification rule: when it answers
 * `fiscal_verification_required` (a purchase just used up the demo shipment, or the cached user
 * was stale), the user is taken to /verify, as the route guard does, with the user read again.
 * Answers whether it redirected.
 */
export function useFiscalRedirect(): (error: unknown) => boolean {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (!isFiscalVerificationRequired(error)) return false;
      void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
      void navigate(pathTo(FISCAL_VERIFICATION_ROUTE), { replace: true });
      return true;
    },
    [navigate, queryClient],
  );
}
