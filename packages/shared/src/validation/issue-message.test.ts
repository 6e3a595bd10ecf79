import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesToFieldErrors } from './issue-message';

const errorsOf = (schema: z.ZodType, input: unknown, locale: 'en' | 'es-MX' = 'en') => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a refusal');
  return issuesToFieldErrors(result.error.issues, locale);
};

describe('messages of zod issues', () => {
  const query = z.object({ page: z.coerce.number().int().positive() });

  it('says a query number that is not a number is not one, not that it is missing', () => {
    expect(errorsOf(query, { page: 'abc' })).toEqual({ page: ['Must be a valid number'] });
    expect(errorsOf(query, { page: 'abc' }, 'es-MX')).toEqual({
      page: ['Debe ser un número válido'],
    });
    expect(errorsOf(z.object({ n: z.number() }), {})).toEqual({ n: ['This field is required'] });
  });

  it('names an exclusive minimum as such, an inclusive one as before', () => {
    expect(errorsOf(query, { page: '0' })).toEqual({ page: ['Must be greater than 0'] });
    expect(errorsOf(query, { page: '0' }, 'es-MX')).toEqual({ page: ['Debe ser mayor que 0'] });
    expect(errorsOf(z.object({ n: z.number().min(0) }), { n: -1 })).toEqual({
      n: ['Must be greater than or equal to 0'],
    });
  });
});
