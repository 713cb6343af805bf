import { describe, expect, it } from 'vitest';
import { isLoopbackUrl } from './loopback-url.ts';

describe('isLoopbackUrl', () => {
  it.each(['http://localhost:3000', 'http://127.0.0.1', 'http://127.1.2.3:8080', 'http://[::1]:3000'])(
    'counts %s as this machine',
    (url) => {
      expect(isLoopbackUrl(url)).toBe(true);
    },
  );

  it.each([
    'https://penwise.example',
    'http://localhost.penwise.example',
    'http://127.0.0.1.nip.io',
    'http://192.168.1.20:3000',
    'http://[::2]',
    'http://0.0.0.0:3000',
    'not a url',
  ])('does not count %s', (url) => {
    expect(isLoopbackUrl(url)).toBe(false);
  });
});
