import type { NewCardForm, OpenpayConfig } from '@despacho/shared';

/** OpenPay's official browser scripts (tokens and the antifraud device session). */
const OPENPAY_JS = 'https://js.openpay.mx/openpay.v1.min.js';
const OPENPAY_DATA_JS = 'https://js.openpay.mx/openpay-data.v1.min.js';

interface OpenpayJs {
  setId(id: string): void;
  setApiKey(key: string): void;
  setSandboxMode(on: boolean): void;
  token: {
    create(
      card: Record<string, unknown>,
      ok: (r: { data: { id: string } }) => void,
      fail: (e: { data?: { error_code?: number; description?: string } }) => void,
    ): void;
  };
  deviceData: { setup(formId?: string, hiddenFieldName?: string): string };
}
declare global {
  interface Window {
    OpenPay?: OpenpayJs;
  }
}

/** OpenPay refused the card while tokenising: its error_code (2004 Luhn, 2005 expired…). */
export class OpenpayTokenError extends Error {
  constructor(
    readonly errorCode: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'OpenpayTokenError';
  }
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (document.querySelector(`script[src="${src}"]`)) return resolve();
    const s = document.createElement('script');
    s.src = src;
    s.async = true;
    s.onload = () => resolve();
    s.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.appendChild(s);
  });
}

async function openpayJs(config: OpenpayConfig): Promise<OpenpayJs> {
  await loadScript(OPENPAY_JS);
  await loadScript(OPENPAY_DATA_JS);
  const op = window.OpenPay;
  if (!op) throw new Error('openpay.js did not load');
  op.setId(config.merchant_id);
  op.setApiKey(config.public_key);
  op.setSandboxMode(!config.production);
  return op;
}

const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/**
 * The device session id OpenPay's antifraud needs with every card call: from openpay-data.js
 * with OpenPay itself, a random id against the demo mock (which only checks it is present).
 */
export async function deviceSessionId(config: OpenpayConfig): Promise<string> {
  if (config.tokens_url) return randomId();
  return (await openpayJs(config)).deviceData.setup();
}

const cardBody = (card: NewCardForm) => {
  const year = String(card.expiration_year).trim();
  return {
    card_number: String(card.card_number).replace(/[\s-]/g, ''),
    holder_name: String(card.holder_name).trim(),
    expiration_month: String(card.expiration_month).trim().padStart(2, '0'),
    expiration_year: year.length === 4 ? year.slice(2) : year,
    cvv2: String(card.cvv2).trim(),
    address: {
      line1: `${String(card.street).trim()} ${String(card.number).trim()}`,
      line2: String(card.neighborhood).trim(),
      city: String(card.city).trim(),
      state: String(card.state).trim(),
      postal_code: String(card.postal_code).trim(),
      country_code: String(card.country).trim().slice(0, 2).toUpperCase() || 'MX',
    },
  };
};

/**
 * Tokenises a card with the PUBLIC key, the card number never touching our server: openpay.js
 * with OpenPay itself, or the same POST /tokens call against the demo mock.
 */
export async function tokenizeCard(config: OpenpayConfig, card: NewCardForm): Promise<string> {
  const body = cardBody(card);
  if (config.tokens_url) {
    const res = await fetch(
      `${config.tokens_url}/v1/${encodeURIComponent(config.merchant_id)}/tokens`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Basic ${btoa(`${config.public_key}:`)}`,
        },
        body: JSON.stringify(body),
      },
    );
    const json = (await res.json().catch(() => ({}))) as {
      id?: string;
      error_code?: number;
      description?: string;
    };
    if (!res.ok || !json.id)
      throw new OpenpayTokenError(
        json.error_code ?? null,
        json.description ?? `HTTP ${res.status}`,
      );
    return json.id;
  }
  const op = await openpayJs(config);
  return new Promise((resolve, reject) =>
    op.token.create(
      body,
      (r) => resolve(r.data.id),
      (e) =>
        reject(
          new OpenpayTokenError(e.data?.error_code ?? null, e.data?.description ?? 'token refused'),
        ),
    ),
  );
}
