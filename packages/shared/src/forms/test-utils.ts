import type { z } from 'zod';
import { issueKey } from '../validation/issue-message';

/** Test helper: the `v.*` keys a schema reports for `input`, by dotted path ('' = root). */
export function keysOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const out: Record<string, string[]> = {};
  if (result.success) return out;
  for (const issue of result.error.issues)
    (out[issue.path.map(String).join('.')] ??= []).push(issueKey(issue).key);
  return out;
}

/** Test helper: the first key at `path`, or undefined when that field passed. */
export function keyAt(schema: z.ZodType, input: unknown, path: string): string | undefined {
  return keysOf(schema, input)[path]?.[0];
}

export const repeat = (n: number, ch = 'a') => ch.repeat(n);
