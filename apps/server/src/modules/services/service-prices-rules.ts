import { validationText, type Locale, type ServicePrice, type UserType } from '@despacho/shared';
import type { ServicePriceRow } from '../../db/schema';
import { money, toCents } from '../catalogue/catalogue-money';

/**
 * The one rule of a price row (issue 20 "Prices that never lose money"), shared by create,
 * update and the spreadsheet import:
 * - who sets what: the price any writer; the admin cost owners, or an admin when the service
 *   has `edit_admin_cost`; the main admin cost owners only. A column the writer may not set
 *   keeps the stored value of that kg; a new weight needs its cost from someone who may set it.
 * - below cost: price < admin_cost, price < main_admin_cost or admin_cost < main_admin_cost.
 */

export const isOwner = (viewer: UserType) => viewer === 'developer' || viewer === 'main_admin';

export interface Writer {
  viewer: UserType;
  /** The service's `edit_admin_cost`. */
  editAdminCost: boolean;
}

export const mayWriteCost = (w: Writer) => isOwner(w.viewer) || w.editAdminCost;
export const mayWriteMainCost = (w: Writer) => isOwner(w.viewer);

export interface RowInput {
  price: number;
  admin_cost?: number | undefined;
  main_admin_cost?: number | undefined;
}
export interface Cents {
  priceCents: number;
  adminCostCents: number;
  mainAdminCostCents: number;
}
type Stored = Pick<ServicePriceRow, 'adminCostCents' | 'mainAdminCostCents'>;

/** Field → `v.*` keys. */
export type RowErrors = Record<string, string[]>;

/**
 * The row's three prices in centavos as they would be saved, or what the writer may not do.
 * A locked column sent with its stored value is accepted (a form sends back what it showed).
 */
export function resolveRow(
  w: Writer,
  input: RowInput,
  stored: Stored | undefined,
): { cents: Cents } | { errors: RowErrors } {
  const errors: RowErrors = {};
  const locked = (sent: number | undefined, kept: number | undefined) =>
    sent !== undefined && (kept === undefined || toCents(sent) !== kept);
  if (!mayWriteCost(w) && locked(input.admin_cost, stored?.adminCostCents))
    errors.admin_cost = ['v.cost_locked'];
  if (!mayWriteMainCost(w) && locked(input.main_admin_cost, stored?.mainAdminCostCents))
    errors.main_admin_cost = ['v.cost_locked'];
  if (!stored) {
    if (!mayWriteCost(w)) errors.kg = ['v.new_kg_needs_cost'];
    else if (input.admin_cost === undefined) errors.admin_cost ??= ['v.required'];
    if (mayWriteMainCost(w) && input.main_admin_cost === undefined)
      errors.main_admin_cost ??= ['v.required'];
  }
  if (Object.keys(errors).length) return { errors };
  const pick = (may: boolean, sent: number | undefined, kept: number | undefined) =>
    may && sent !== undefined ? toCents(sent) : (kept ?? 0);
  return {
    cents: {
      priceCents: toCents(input.price),
      adminCostCents: pick(mayWriteCost(w), input.admin_cost, stored?.adminCostCents),
      mainAdminCostCents: pick(
        mayWriteMainCost(w),
        input.main_admin_cost,
        stored?.mainAdminCostCents,
      ),
    },
  };
}

/** "$1,234.50": an amount as the messages name it. */
export const pesos = (cents: number) => `$${money(cents).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/**
 * Why a row sells below cost, worded for the writer: field → messages. Admins never learn the
 * main admin cost's amount (rating.md §8), only that a layer they cannot see is above.
 */
export function belowCostProblems(c: Cents, viewer: UserType, locale: Locale): RowErrors {
  const out: RowErrors = {};
  const owner = isOwner(viewer);
  const add = (field: string, key: string, params: Record<string, string>) =>
    (out[field] ??= []).push(validationText(key, locale, params));
  if (c.priceCents < c.adminCostCents)
    add('price', 'v.price_below_cost', {
      price: pesos(c.priceCents),
      cost: pesos(c.adminCostCents),
    });
  else if (c.priceCents < c.mainAdminCostCents)
    add('price', owner ? 'v.price_below_main_cost' : 'v.below_main_cost_hidden', {
      price: pesos(c.priceCents),
      cost: pesos(c.mainAdminCostCents),
    });
  if (c.adminCostCents < c.mainAdminCostCents)
    add('admin_cost', owner ? 'v.cost_below_main_cost' : 'v.below_main_cost_hidden', {
      cost: pesos(c.adminCostCents),
      main: pesos(c.mainAdminCostCents),
    });
  return out;
}

/** The list's flag: judged on the layers the viewer sees. */
export function flaggedBelowCost(c: Cents, viewer: UserType): boolean {
  if (c.priceCents < c.adminCostCents) return true;
  return (
    isOwner(viewer) &&
    (c.priceCents < c.mainAdminCostCents || c.adminCostCents < c.mainAdminCostCents)
  );
}

/** The write check: every layer (what needs `confirm_below_cost`). */
export const sellsBelowCost = (c: Cents): boolean =>
  c.priceCents < c.adminCostCents ||
  c.priceCents < c.mainAdminCostCents ||
  c.adminCostCents < c.mainAdminCostCents;

export function serializePriceRow(row: ServicePriceRow, viewer: UserType): ServicePrice {
  const out: ServicePrice = {
    id: row.id,
    kg: Number(row.kg),
    price: money(row.priceCents),
    admin_cost: money(row.adminCostCents),
    below_cost: flaggedBelowCost(row, viewer),
  };
  if (isOwner(viewer)) out.main_admin_cost = money(row.mainAdminCostCents);
  return out;
}
