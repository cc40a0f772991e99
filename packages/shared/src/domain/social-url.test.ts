import { describe, expect, it } from 'vitest';
import { isSafeNamedLink, normalizeSocialUrl } from './social-url.ts';

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

describe('isSafeNamedLink', () => {
  it('takes a handle, a site without a scheme or an http(s) link', () => {
    for (const value of [
      '',
      'grace',
      '@grace',
      'in/grace',
      ' github.com/grace ',
      'example.com:8080/me',
      'https://ok.example',
      'HTTP://ok.example/x',
    ])
      expect(isSafeNamedLink(value), value).toBe(true);
  });

  it('refuses every other scheme, in any case, and control characters', () => {
    for (const value of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'javascript:0/alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'DATA:text/html,x',
      'vbscript:msgbox(1)',
      'mailto:grace@example.org',
      'http:evil.example',
    ])
      expect(isSafeNamedLink(value), JSON.stringify(value)).toBe(false);
  });
});
