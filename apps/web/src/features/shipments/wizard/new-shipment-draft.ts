import type { QuoteForm, RateView } from '@despacho/shared';

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
