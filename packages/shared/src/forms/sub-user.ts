import { z } from 'zod';
import { email } from '../validation/fields';

/** Add sub-user dialog: an email to look up. An empty search does nothing (the form skips it). */
export const ZSubUserSearchForm = z.object({ email: email() });

/** Exactly one user must match, otherwise `v.user_not_found` ('Usuario no encontrado!'). */
export function pickSubUser<T>(
  matches: readonly T[],
): { ok: true; user: T } | { ok: false; key: 'v.user_not_found' } {
  return matches.length === 1
    ? { ok: true, user: matches[0] as T }
    : { ok: false, key: 'v.user_not_found' };
}

/** Attach (parent id) or detach (null) a sub-user. */
export const ZSubUserRequest = z.object({
  user: z.object({ parent_id: z.number().int().positive().nullable() }),
});
