import { CarrierError } from '../carrier-connector';
import { httpStatusKind } from '../connector-http';
import type { DhlProblem } from './dhl-express.types';

function problemOf(text: string): DhlProblem | null {
  try {
    const body = JSON.parse(text) as unknown;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
    const problem = body as DhlProblem;
    return typeof problem.detail === 'string' || typeof problem.title === 'string' ? problem : null;
  } catch {
    return null;
  }
}

/**
 * The carrier code of a DHL problem, shaped as the product's provider codes are ("DHL.8003"):
 * DHL's numeric code when its detail starts with one ("8003: Account not allowed…"), else the
 * HTTP status.
 */
function codeOf(problem: DhlProblem, status: number): string {
  const numeric = /^\s*(\d{1,6})\s*:/.exec(problem.detail ?? '')?.[1];
  return `DHL.${numeric ?? status}`;
}

/**
 * A non-2xx MyDHL answer as a CarrierError: 401/403 → auth, other 4xx (400, 404, 422) →
 * rejected with DHL's own words (detail, then the additional details), 408/429/5xx → unavailable.
 * A body that is not DHL's problem detail (HTML, a proxy's page) keeps no remote text.
 */
export function dhlErrorToCarrierError(status: number, text: string): CarrierError {
  const kind = httpStatusKind(status);
  const problem = problemOf(text);
  if (!problem) return new CarrierError(kind, `DHL answered HTTP ${status}`);
  const details = (problem.additionalDetails ?? []).filter((d) => typeof d === 'string');
  const words = [problem.detail ?? problem.title ?? '', ...details]
    .map((w) => w.trim().slice(0, 300))
    .filter(Boolean)
    .join(' / ');
  return new CarrierError(kind, words || `DHL answered HTTP ${status}`, codeOf(problem, status));
}
