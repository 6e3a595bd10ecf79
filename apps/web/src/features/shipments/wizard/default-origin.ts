import type { QuoteForm, SavedAddress } from '@despacho/shared';
import { useAddress } from '../../addresses/api/addresses';
import { useCurrentUser } from '../../auth/api/get-current-user';

const positiveId = (raw: string | undefined) =>
  raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;

/**
 * The merchant's default origin (issue 25): the saved address kept as the preference
 * `origin_address_id`, read through the address book (another tenant's or a deleted one is a
 * 404 there, so nothing is prefilled). `pending` while the book answers.
 */
export function useDefaultOrigin(enabled: boolean): {
  pending: boolean;
  address: SavedAddress | undefined;
} {
  const kept = useCurrentUser().data?.preferences?.origin_address_id;
  const id = enabled ? positiveId(kept) : null;
  const query = useAddress(id);
  return { pending: id !== null && query.isPending, address: query.data };
}

/**
 * Whether a new shipment starts from the default origin: always without a quote; from a quote
 * only when the quote was priced from that address's postal code and country (the quoted rate
 * must still apply to the shipment).
 */
export function prefillsOrigin(address: SavedAddress | undefined, quote: QuoteForm | undefined) {
  if (!address) return false;
  if (!quote) return true;
  return (
    String(quote.origin_postal_code ?? '').trim() === address.postal_code &&
    (address.country_id == null || String(quote.origin_country_id) === String(address.country_id))
  );
}
