import type { QuoteProgress } from '@despacho/shared';
import { streamNdjson } from '../../../lib/ndjson-stream';
import { settleProgress } from '../../quotes/api/stream-quote';

/**
 * GET /shipments/:id/rates/stream: the shipment priced for its owner, one line each time a
 * carrier answers (price tables at once). Resolves with the settled quote; a stream cut after
 * its first line keeps what arrived.
 */
export async function streamShipmentRates(
  id: number,
  onLine: (progress: QuoteProgress) => void,
  signal?: AbortSignal,
): Promise<QuoteProgress> {
  let last: QuoteProgress | null = null;
  try {
    await streamNdjson<QuoteProgress>(
      `shipments/${id}/rates/stream`,
      (line) => {
        last = line;
        onLine(line);
      },
      { signal },
    );
  } catch (error) {
    if (!last || signal?.aborted) throw error;
  }
  return settleProgress(last);
}
