import type { ComponentType } from 'react';

/**
 * The add-funds tabs (spec 1 §2 Add funds), in the order the page shows them. Each tab says
 * which settings make it appear; the page reads those settings and shows the tabs whose
 * `enabled` answers true. A gateway adds its tab by adding one entry here.
 */
export interface AddFundsTab {
  /** Stable id, also the `?tab=` query value. */
  id: string;
  /** i18n key of the tab's label. */
  labelKey: string;
  /** Setting keys `enabled` reads. */
  settings: readonly string[];
  enabled: (values: Readonly<Record<string, string | undefined>>) => boolean;
  load: () => Promise<{ default: ComponentType }>;
}

export const ADD_FUNDS_TABS: AddFundsTab[] = [
  // add-funds tabs: one entry per tab, kept in this order: paypal, bank, card, spei, store, mercadopago
];
