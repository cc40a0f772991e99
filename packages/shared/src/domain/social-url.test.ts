import { describe, expect, it } from 'vitest';
import { normalizeSocialUrl } from './social-url.ts';

describe('normalizeSocialUrl', () => {
  it('keeps http(s) links and trims them', () => {
    expect(normalizeSocialUrl(' https://github.com/grace ')).toBe('https://github.com/grace');
    expect(normalizeSocialUrl('http://example.org/x?y=1')).toBe('http://example.org/x?y=1');
    expect(normalizeSocialUrl('HTTPS://Example.org')).toBe('HTTPS://Example.org');
  });

  it('puts https:// in front of a link typed without a scheme', () => {
    expect(normalizeSocialUrl('t.me/grace')).toBe('https://t.me/grace');
    expect(normalizeSocialUrl('www.youtube.com/@grace')).toBe('https://www.youtube.com/@grace');
    expect(normalizeSocialUrl('example.com:8080/me')).toBe('https://example.com:8080/me');
  });

  it('leaves an empty slot empty', () => {
    expect(normalizeSocialUrl('')).toBe('');
    expect(normalizeSocialUrl('   ')).toBe('');
  });

  it('refuses other schemes, hosts without a dot, spaces, credentials and long links', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'mailto:grace@example.org',
      'data:text/html,<b>x</b>',
      'ftp://example.org/file',
      'hello',
      'https://localhost',
      'not a url',
      'https://exa mple.org',
      'https://user:pw@example.org',
      '//example.org',
      `https://example.org/${'a'.repeat(500)}`,
    ])
      expect(normalizeSocialUrl(bad), bad).toBeNull();
  });
});
