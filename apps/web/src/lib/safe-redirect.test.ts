import { describe, expect, it } from 'vitest';
import { safeRedirect, withRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/notices?status=active', '/notices?status=active'],
    [
      '/shipments?page=2&where%5Bstatus%5D=success#top',
      '/shipments?page=2&where%5Bstatus%5D=success#top',
    ],
    ['/', '/'],
  ])('keeps a same-origin path with its query and hash: %s', (value, expected) =>
    expect(safeRedirect(value)).toBe(expected),
  );

  it.each([
    null,
    '',
    'notices',
    '//evil.example/x',
    '/\\evil.example/x',
    '/\\/evil.example',
    'https://evil.example/x',
    'javascript:alert(1)',
    '/\n/evil.example',
    '/ok\n/evil',
    '/ok\t',
  ])('falls back for %o', (value) => expect(safeRedirect(value, '/home')).toBe('/home'));
});

describe('withRedirect', () => {
  it('adds the target, encoded, to a path', () =>
    expect(withRedirect('/', '/notices?status=active')).toBe(
      '/?redirect=%2Fnotices%3Fstatus%3Dactive',
    ));
  it('leaves an unsafe target out', () =>
    expect(withRedirect('/login', '//evil.example')).toBe('/login'));
});
