import { CarrierError } from '../carrier-connector';
import type { SoapFault } from './redpack.soap';
import type { RedpackResult } from './redpack.types';

/**
 * Redpack's refusals as CarrierErrors, in Redpack's own words. The carrier code is dotted
 * (REDPACK.ESTATUS.12, SOAP.SERVER) so staff see those words (carrier-error-text.ts).
 * - A SOAP Fault about the PIN or the user (Redpack refuses credentials with a fault) → auth;
 *   another Client fault (a request RedpackWS could not read) → rejected; a Server fault → unavailable.
 * - A resultadoConsumoWS error (gravedad 1 or estatus ≠ 1) → rejected, unless it is about the PIN
 *   or the user → auth.
 */

const ABOUT_CREDENTIALS = /\bPIN\b|USUARIO|AUTENTICA|AUTORIZAD|CREDENCIAL|ACCESO/i;

const codePart = (s: string) => s.toUpperCase().replace(/[^A-Z0-9_]/g, '_') || 'FAULT';

export function faultToCarrierError(fault: SoapFault): CarrierError {
  const words = fault.message || 'RedpackWS answered a SOAP fault';
  const code = `SOAP.${codePart(fault.code)}`;
  if (ABOUT_CREDENTIALS.test(words)) return new CarrierError('auth', words, code);
  const client = /client|sender/i.test(fault.code);
  return new CarrierError(client ? 'rejected' : 'unavailable', words, code);
}

/** The first error among Redpack's results, or null when the call succeeded. */
export function firstFailure(results: readonly RedpackResult[]): RedpackResult | null {
  if (!results.length) return null;
  const failed = results.find((r) => r.gravedad === 1 || r.estatus !== 1);
  return failed ?? null;
}

export function resultToCarrierError(result: RedpackResult): CarrierError {
  const words = result.descripcion || `Redpack answered estatus ${result.estatus}`;
  const code = `REDPACK.ESTATUS.${Number.isFinite(result.estatus) ? result.estatus : 0}`;
  return new CarrierError(ABOUT_CREDENTIALS.test(words) ? 'auth' : 'rejected', words, code);
}

/** Throws the first error among the results (see the file comment). */
export function assertSucceeded(results: readonly RedpackResult[]): void {
  const failed = firstFailure(results);
  if (failed) throw resultToCarrierError(failed);
}
