import { tryParseMoney, type Centavos } from '@despacho/domain';

/** Minimums not set fall back to 10.00, as on the server. */
export function minimumOf(setting: string | undefined): Centavos {
  const parsed = setting ? tryParseMoney(setting) : null;
  return parsed?.ok && parsed.value > 0 ? parsed.value : 1000;
}

/** The typed amount in centavos, or null while it is not an amount. */
export function typedAmount(text: string): Centavos | null {
  const parsed = text.trim() ? tryParseMoney(text.trim()) : null;
  return parsed?.ok && parsed.value > 0 ? parsed.value : null;
}
