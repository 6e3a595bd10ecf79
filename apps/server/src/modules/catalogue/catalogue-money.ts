import { toDecimalString } from '@despacho/domain';

/** Pesos typed with at most 2 decimals (already checked by the contract) → centavos. */
export const toCents = (pesos: number): number => Math.round(pesos * 100);
export const toCentsOrNull = (pesos: number | null | undefined): number | null =>
  pesos === null || pesos === undefined ? null : toCents(pesos);
export const money = (cents: number): string => toDecimalString(cents);
export const moneyOrNull = (cents: number | null): string | null =>
  cents === null ? null : toDecimalString(cents);
export const num = (value: number | string | null): number | null =>
  value === null ? null : Number(value);
