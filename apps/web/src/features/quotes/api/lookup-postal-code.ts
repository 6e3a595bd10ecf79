import { useQuery } from '@tanstack/react-query';
import { api, type DataReply } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

export interface PostalCodePlace {
  postal_code: string;
  municipality: string;
  city: string | null;
  state: { name: string } | null;
  /** The colonies (asentamientos) of the code, for the address forms. */
  settlements?: { name: string; type: string }[];
}

/**
 * A Mexican postal code's place (SEPOMEX), looked up as soon as it has 5 digits; `null` data
 * means "not in the catalogue" (404), which the field says without an error toast.
 */
export function usePostalCodePlace(postalCode: string, enabled: boolean) {
  return useQuery({
    queryKey: ['postal-codes', postalCode],
    enabled: enabled && /^\d{5}$/.test(postalCode),
    staleTime: 60 * 60_000,
    retry: false,
    queryFn: () =>
      api
        .get<DataReply<PostalCodePlace>>(`postal_codes/${postalCode}`)
        .then((r) => r.data)
        .catch((err: unknown) => {
          if (err instanceof ApiError && err.status === 404) return null;
          throw err;
        }),
  });
}
