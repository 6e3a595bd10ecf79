import { z } from 'zod';
import { requiredText } from '../validation/fields';
import { ADDRESS_LIMITS } from './address';
import { enumError, refId } from './form-fields';
import { docShape, measuredShape, PARCEL_LIMITS, parcelTypeError } from './parcel';

const quoteCommon = {
  origin_postal_code: requiredText(ADDRESS_LIMITS.postal_code),
  origin_country_id: refId(),
  destination_postal_code: requiredText(ADDRESS_LIMITS.postal_code),
  destination_country_id: refId(),
};

/**
 * Quote (spec 2 §5): the parcel rules with weight min 1, postal codes and countries required; a
 * doc is the envelope, as on the shipment's parcel step.
 * Both countries default on the form to Mexico's id, which only the country list knows.
 */
export const ZQuoteForm = z.discriminatedUnion(
  'parcel_type',
  [
    z.object({
      parcel_type: z.literal('box', { error: enumError }),
      ...measuredShape('box', PARCEL_LIMITS.quoteMinWeight),
      ...quoteCommon,
    }),
    z.object({
      parcel_type: z.literal('ltl', { error: enumError }),
      ...measuredShape('ltl', PARCEL_LIMITS.quoteMinWeight),
      ...quoteCommon,
    }),
    z.object({
      parcel_type: z.literal('doc', { error: enumError }),
      ...quoteCommon,
      ...docShape,
    }),
  ],
  { error: parcelTypeError },
);
export type QuoteForm = z.input<typeof ZQuoteForm>;
export const ZQuoteRequest = z.object({ quote: ZQuoteForm });
