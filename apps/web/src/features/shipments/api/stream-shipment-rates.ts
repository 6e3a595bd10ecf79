import type { QuoteProgress } from '@despacho/shared';
import { readQuoteStream } from '../../quotes/api/stream-quote';

/**
 * GET /shipments/:id/rates/stream: the shipment priced for its owner, one line each time a
 * carrier answers (price tables at once). Resolves with the settled quote; a stream cut after
 * its first line keeps what arrived.
 */
export const streamShipmentRates = (
  id: number,
  onLine: (progress: QuoteProgress) => void,
  signal?: AbortSignal,
): Promise<QuoteProgress> => readQuoteStream(`shipments/${id}/rates/stream`, { signal }, onLine);
