import { z } from 'zod';
import { blankable, decimal } from '../forms/form-fields';

/**
 * The catalogue contracts' field shapes: money goes out as decimal strings ("123.45") and comes
 * in as numbers or strings with at most 2 decimals; sizes in cm (2 decimals).
 */
export const money = () => decimal({ min: 0, decimals: 2 });
export const optionalMoney = () => blankable(money());
export const percentage = () => blankable(decimal({ min: 0, max: 100, decimals: 2 }));
export const cm = () => blankable(decimal({ min: 0, max: 10_000, decimals: 2 }));
export const moneyOut = z.string();
