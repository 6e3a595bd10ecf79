import { isApiError } from '../../lib/api-error';

/**
 * Why something did not load, as a person needs to hear it: it does not exist (or is another
 * account's: the server answers 404 for both), this account may not see it (403), or the load
 * itself failed (no answer, a 5xx, anything else) and trying again may help.
 */
export type LoadFailureKind = 'missing' | 'denied' | 'failed' | 'offline';

export function loadFailureKind(error: unknown): LoadFailureKind {
  if (!isApiError(error)) return 'failed';
  if (!error.hasResponse) return 'offline';
  if (error.status === 404) return 'missing';
  if (error.status === 403) return 'denied';
  return 'failed';
}
