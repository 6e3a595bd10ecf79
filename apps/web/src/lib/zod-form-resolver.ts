import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueMessage } from '@despacho/shared';
import { currentLocale } from './i18n';

function setPath(target: Record<string, unknown>, path: PropertyKey[], value: unknown): void {
  let node = target;
  path.forEach((segment, index) => {
    const key = String(segment);
    if (index === path.length - 1) {
      if (!(key in node)) node[key] = value;
      return;
    }
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  });
}

/**
 * react-hook-form resolver over a shared zod contract: the form validates with exactly the
 * schema the server uses, and each issue's `v.*` key is worded in the user's language.
 */
export function zodFormResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.length ? issue.path : ['root'];
      setPath(errors, path, { type: issue.code, message: issueMessage(issue, currentLocale()) });
    }
    return { values: {}, errors: errors as FieldErrors<z.input<S>> };
  };
}
