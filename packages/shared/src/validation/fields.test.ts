import { describe, expect, it } from 'vitest';
import { idParam } from './fields';
import { issueKey } from './issue-message';

const keyOf = (id: unknown) => {
  const result = idParam.safeParse({ id });
  return result.success ? null : issueKey(result.error.issues[0]!).key;
};

describe('idParam (a record id in a path)', () => {
  it('reads digits as the id', () => {
    expect(idParam.parse({ id: '42' })).toEqual({ id: 42 });
  });

  it('calls a non-number an invalid value, never a missing one', () => {
    expect(keyOf('abc')).toBe('v.invalid_value');
    expect(keyOf('1.5')).toBe('v.invalid_value');
    expect(keyOf('0')).toBe('v.invalid_value');
  });
});
