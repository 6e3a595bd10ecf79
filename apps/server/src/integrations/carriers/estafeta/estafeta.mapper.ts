import { CarrierError, type QuotedService, type RateRequest } from '../carrier-connector';
import type { EstafetaSettings } from './estafeta.settings';
import type {
  EstafetaErrorItem,
  EstafetaQuotation,
  EstafetaRateReply,
  EstafetaRateRequest,
} from './estafeta.types';

/**
 * Estafeta's national services as the provider catalogue names them, with the days the product
 * shows (Estafeta's quote gives no transit time).
 */
export const ESTAFETA_SERVICES: readonly { code: string; name: string; days: number }[] = [
  { code: '70', name: 'Día siguiente', days: 1 },
  { code: '60', name: 'Dos días', days: 2 },
  { code: 'D0', name: 'Terrestre', days: 4 },
  { code: 'L0', name: 'LTL', days: 5 },
];

const DAYS = new Map(ESTAFETA_SERVICES.map((s) => [s.code, s.days]));

/** Kilograms and centimetres with at most two decimals (Estafeta's quote takes decimals). */
const two = (n: number) => Math.round(n * 100) / 100;

/**
 * The Cotizador request. Estafeta quotes one piece: several parcels are sent as one of their
 * summed weight and the largest of each dimension (the stack's outer box is not known).
 */
export function buildEstafetaRateRequest(
  request: RateRequest,
  settings: Pick<EstafetaSettings, 'customerNumber'>,
): EstafetaRateRequest {
  const parcels = request.parcels;
  const max = (pick: (p: (typeof parcels)[number]) => number) =>
    two(Math.max(0, ...parcels.map(pick)));
  const weight = two(parcels.reduce((sum, p) => sum + p.weight_kg, 0));
  const insured = request.insured_value_cents ?? 0;
  return {
    Origin: request.origin.postal_code.trim(),
    Destination: [request.destination.postal_code.trim()],
    PackagingType: 'Paquete',
    IsInternational: request.destination.country_code.toUpperCase() !== 'MX',
    Dimensions: {
      Length: max((p) => p.length_cm),
      Width: max((p) => p.width_cm),
      Height: max((p) => p.height_cm),
      Weight: weight,
    },
    ...(insured > 0 ? { IsInsurance: true, ItemValue: insured / 100 } : {}),
    CustomerNumber: settings.customerNumber,
  };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Pesos (a number or a numeric string) to integer centavos; NaN when unreadable. */
export const pesosToCents = (value: unknown): number => {
  const n = typeof value === 'string' ? Number(value.replace(/[$,\s]/g, '')) : Number(value);
  return typeof value === 'boolean' || value === null || !Number.isFinite(n)
    ? NaN
    : Math.round(n * 100);
};

/** The quoted services in MXN; a quotation with no service and a Message is Estafeta's refusal. */
export function parseEstafetaRateReply(reply: unknown): QuotedService[] {
  const raw = isObject(reply) ? (reply as Partial<EstafetaRateReply>).Quotation : undefined;
  const quotations: EstafetaQuotation[] = Array.isArray(raw) ? raw : isObject(raw) ? [raw] : [];
  if (!quotations.length) {
    throw new CarrierError('unavailable', 'Estafeta answered a quote without a Quotation');
  }
  const out: QuotedService[] = [];
  for (const quotation of quotations) {
    for (const service of quotation.Service ?? []) {
      const amount = pesosToCents(service.TotalAmount);
      if (!service.ServiceCode || !Number.isFinite(amount)) continue;
      const code = String(service.ServiceCode).trim();
      out.push({
        service_code: code,
        amount_cents: amount,
        currency: 'MXN',
        transit_days: DAYS.get(code) ?? null,
      });
    }
  }
  if (!out.length) {
    const message = quotations.map((q) => q.Message).find((m) => typeof m === 'string' && m);
    throw new CarrierError(
      'rejected',
      message ?? 'Estafeta offers no service between these postal codes',
      'ESTAFETA.QUOTE',
    );
  }
  return out;
}

/** An Estafeta code as a provider code the product may show ("ESTAFETA.101"). */
export const estafetaCode = (code: unknown): string =>
  `ESTAFETA.${
    String(code ?? '')
      .toUpperCase()
      .replace(/[^A-Z0-9_]/g, '_')
      .slice(0, 40) || 'ERROR'
  }`;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Estafeta's words in an error body: [{code, description}], {code, description} or OAuth's. */
function errorWords(body: unknown): { code: string; message: string } | null {
  const first = Array.isArray(body) ? (body[0] as unknown) : body;
  if (!isObject(first)) return null;
  const item = first as Partial<EstafetaErrorItem> & Record<string, unknown>;
  const message = [item.description, item.Description, item.error_description, item.Message].find(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );
  if (!message) return null;
  const code = item.code ?? item.Code ?? item.error ?? '';
  return { code: String(code), message: message.trim().slice(0, 500) };
}

/** A non-2xx answer of any Estafeta REST API as a CarrierError of the right kind. */
export function estafetaErrorToCarrierError(status: number, text: string): CarrierError {
  const words = errorWords(parseJson(text));
  if (status === 401 || status === 403) {
    return new CarrierError(
      'auth',
      words?.message ?? `Estafeta answered HTTP ${status}: credentials refused`,
      words ? estafetaCode(words.code || status) : undefined,
    );
  }
  if (status >= 500 || status < 400 || !words) {
    return new CarrierError('unavailable', `Estafeta answered HTTP ${status}`);
  }
  return new CarrierError('rejected', words.message, estafetaCode(words.code || status));
}
