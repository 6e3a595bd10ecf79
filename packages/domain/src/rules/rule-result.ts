import type { UserType } from '@despacho/shared';

/** Every rule answers allowed, or refused with a machine code the client words through i18n. */
export type RuleResult<R extends string = string, Extra extends object = object> =
  ({ ok: true } & Extra) | { ok: false; reason: R };

export const allow = <Extra extends object = object>(extra?: Extra): { ok: true } & Extra =>
  ({ ok: true, ...(extra ?? {}) }) as { ok: true } & Extra;

export const deny = <R extends string>(reason: R): { ok: false; reason: R } => ({
  ok: false,
  reason,
});

export interface Actor {
  readonly user_type: UserType;
}

/** main_admin is the tenant owner: every "admin" rule includes it. */
export const isAdmin = (a: Actor): boolean =>
  a.user_type === 'admin' || a.user_type === 'main_admin' || a.user_type === 'developer';
export const isDeveloper = (a: Actor): boolean => a.user_type === 'developer';
export const isCustomer = (a: Actor): boolean => a.user_type === 'customer';
