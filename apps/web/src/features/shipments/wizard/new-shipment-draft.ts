import type { QuoteForm, RateView, Shipment } from '@despacho/shared';

/** Spec 2 §2: a quote and the rate picked on it, kept for the wizard under this key. */
export const NEW_SHIPMENT_KEY = 'new_shipment';

export interface NewShipmentDraft {
  quote: QuoteForm;
  rate: RateView;
}

/** The quote page's "Crear envío": the wizard starts from this quote and this rate. */
export function saveNewShipmentDraft(draft: NewShipmentDraft): void {
  sessionStorage.setItem(NEW_SHIPMENT_KEY, JSON.stringify(draft));
}

export function readNewShipmentDraft(): NewShipmentDraft | null {
  try {
    const raw = sessionStorage.getItem(NEW_SHIPMENT_KEY);
    const draft = raw ? (JSON.parse(raw) as Partial<NewShipmentDraft>) : null;
    return draft?.quote && draft.rate ? (draft as NewShipmentDraft) : null;
  } catch {
    return null;
  }
}

/** The list's "Create" starts afresh; a bought label uses the draft up. */
export function clearNewShipmentDraft(): void {
  sessionStorage.removeItem(NEW_SHIPMENT_KEY);
}

/**
 * The draft, if it is about this shipment: same postal codes and countries at both ends. A
 * draft left over from an abandoned quote must not fill another shipment's parcel or rate.
 */
export function draftFor(
  shipment: Pick<Shipment, 'origin' | 'destination'>,
): NewShipmentDraft | null {
  const draft = readNewShipmentDraft();
  if (!draft || !shipment.origin || !shipment.destination) return null;
  const q = draft.quote;
  const same = (end: 'origin' | 'destination') =>
    String(q[`${end}_postal_code`]).trim() === shipment[end]!.postal_code &&
    String(q[`${end}_country_id`]) === String(shipment[end]!.country_id);
  return same('origin') && same('destination') ? draft : null;
}
