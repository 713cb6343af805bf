import { describe, expect, it } from 'vitest';
import { loginPathFrom, safeReturnPath } from './login-return';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query string and hash', () => {
    expect(safeReturnPath('/billing')).toBe('/billing');
    expect(safeReturnPath('/all-ai-tools?q=blog&category=ads#top')).toBe(
      '/all-ai-tools?q=blog&category=ads#top',
    );
  });

  it.each([
    '//evil.com',
    '//evil.com/billing',
    '/\\evil.com',
    '/\t/evil.com',
    'https://evil.com',
    'https:evil.com',
    'javascript:alert(1)',
    'billing',
    '',
    null,
    '/login',
    '/register?x=1',
    '/reset',
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('loginPathFrom', () => {
  it('remembers the page, query string included', () => {
    expect(loginPathFrom('/billing?page=2')).toBe('/login?next=%2Fbilling%3Fpage%3D2');
  });

  it('needs no reminder for the dashboard or an unsafe path', () => {
    expect(loginPathFrom('/dashboard')).toBe('/login');
    expect(loginPathFrom('//evil.com')).toBe('/login');
  });
});
