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
  {
    id: 'paypal',
    labelKey: 'gateways.paypal.tab',
    settings: ['paypal'],
    enabled: (v) => v.paypal === '1',
    load: () => import('./PaypalTab'),
  },
  {
    id: 'bank',
    labelKey: 'paymentProofs.tab',
    settings: ['show_bank_accounts'],
    enabled: (v) => v.show_bank_accounts === '1',
    load: () => import('./BankTransferTab').then((m) => ({ default: m.BankTransferTab })),
  },
  {
    id: 'card',
    labelKey: 'openpay.tabs.card',
    settings: ['payment_engine'],
    enabled: (v) => v.payment_engine === 'OpenPay',
    load: () => import('./OpenpayCardTab'),
  },
  {
    id: 'spei',
    labelKey: 'openpay.tabs.spei',
    settings: ['payment_engine'],
    enabled: (v) => v.payment_engine === 'OpenPay',
    load: () => import('./OpenpaySpeiTab'),
  },
  {
    id: 'store',
    labelKey: 'openpay.tabs.store',
    settings: ['payment_engine'],
    enabled: (v) => v.payment_engine === 'OpenPay',
    load: () => import('./OpenpayStoreTab'),
  },
  {
    id: 'mercadopago',
    labelKey: 'gateways.mercadopago.tab',
    settings: ['mercado_pago'],
    enabled: (v) => v.mercado_pago === '1',
    load: () => import('./MercadoPagoTab'),
  },
];
