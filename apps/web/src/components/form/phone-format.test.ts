import { describe, expect, it } from 'vitest';
import { formatPhone, groupPhone, phoneDigits } from './phone-format';

describe('Mexican phone format', () => {
  it.each([
    ['8112345678', '+52 81 1234 5678'],
    ['(55) 1234-5678', '+52 55 1234 5678'],
    ['2221234567', '+52 222 123 4567'],
    ['+52 33 1234 5678', '+52 33 1234 5678'],
    ['123', '123'],
  ])('%s → %s', (raw, shown) => expect(formatPhone(raw)).toBe(shown));

  it('groups partial input as it is typed and keeps 10 digits', () => {
    expect(groupPhone('811')).toBe('81 1');
    expect(groupPhone('81123456')).toBe('81 1234 56');
    expect(phoneDigits('81 1234 5678 99')).toBe('8112345678');
  });
});
