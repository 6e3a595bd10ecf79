import { allow, deny, type RuleResult } from './rule-result';

export const API_KEY_NAME_MIN = 3;
export const API_KEY_NAME_MAX = 50;

/** Name rule, measured after trimming so "  ab  " is still too short. */
export function validateApiKeyName(
  raw: string,
): RuleResult<'api_key.name_too_short' | 'api_key.name_too_long', { name: string }> {
  const name = raw.trim();
  if (name.length < API_KEY_NAME_MIN) return deny('api_key.name_too_short');
  if (name.length > API_KEY_NAME_MAX) return deny('api_key.name_too_long');
  return allow({ name });
}

/** A user holds one key: generating a new one first removes every existing key. */
export function apiKeyReplacement<Id>(existingKeyIds: readonly Id[]): { delete: Id[] } {
  return { delete: [...existingKeyIds] };
}
