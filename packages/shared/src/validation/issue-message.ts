import type { z } from 'zod';
import type { Locale } from '../constants';
import { validationText } from './messages';

type Issue = z.core.$ZodIssue;

/** Maps a zod issue to its `v.*` key and parameters; custom keys win over the issue code. */
export function issueKey(issue: Issue): { key: string; params: Record<string, string | number> } {
  const params: Record<string, string | number> = {};
  if ('maximum' in issue) params.max = Number(issue.maximum);
  if ('minimum' in issue) params.min = Number(issue.minimum);
  if (issue.message?.startsWith('v.')) return { key: issue.message, params };
  switch (issue.code) {
    case 'invalid_type':
      // A number read from text that is not one (`?page=abc`) is present, not missing.
      if ((issue as { received?: string }).received === 'NaN') return { key: 'v.number', params };
      return { key: issue.input === undefined ? 'v.required' : 'v.invalid_type', params };
    case 'too_big':
      return { key: issue.origin === 'string' ? 'v.max_length' : 'v.too_big', params };
    case 'too_small':
      if (issue.origin === 'string')
        return { key: Number(issue.minimum) <= 1 ? 'v.required' : 'v.min_length', params };
      return { key: issue.inclusive === false ? 'v.greater_than' : 'v.too_small', params };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'v.email' : 'v.invalid_value', params };
    case 'unrecognized_keys':
      return { key: 'v.unknown_field', params };
    default:
      return { key: 'v.invalid_value', params };
  }
}

export function issueMessage(issue: Issue, locale: Locale): string {
  const { key, params } = issueKey(issue);
  return validationText(key, locale, params);
}

/** Turns zod issues into the wire's `errors` map: dotted field path -> messages. */
export function issuesToFieldErrors(
  issues: readonly Issue[],
  locale: Locale,
  dropRootKey?: string,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    if (dropRootKey && path[0] === dropRootKey) path.shift();
    const field =
      issue.code === 'unrecognized_keys' ? [...path, ...issue.keys].join('.') : path.join('.');
    (errors[field || 'base'] ??= []).push(issueMessage(issue, locale));
  }
  return errors;
}
