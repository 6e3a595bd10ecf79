import { useMutation } from '@tanstack/react-query';
import type { QuoteForm, QuoteResult } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';

export interface QuoteVariables {
  quote: QuoteForm;
  /** Staff: also answer the services left out and why. */
  includeRejected: boolean;
}

/** POST quotes: the rates for a parcel between two postal codes, cheapest first. */
export const createQuote = ({ quote, includeRejected }: QuoteVariables) =>
  api
    .post<DataReply<QuoteResult>>(
      'quotes',
      { quote },
      includeRejected ? { include_rejected: 'true' } : undefined,
    )
    .then((r) => r.data);

export const useCreateQuote = () => useMutation({ mutationFn: createQuote });
