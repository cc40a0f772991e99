import { describe, expect, it } from 'vitest';
import { isSameOriginPath } from './same-origin-path.ts';

describe('isSameOriginPath', () => {
  it('takes the paths the app links to, with query and fragment', () => {
    for (const path of [
      '/',
      '/dashboard/notifications',
      '/dashboard/projects/6f1c1b7e-2a8d-4a53-9a55-2a3c1b1f0a11?tab=tasks',
      '/dashboard/inbox?message=abc#m-1',
      '/search?q=a%20b&x=%2F%2F',
      "/a-b_c.d~e!$&'()*+,;=:@",
    ])
      expect(isSameOriginPath(path), path).toBe(true);
  });

  it('refuses whatever a browser or router could take for another site or a script', () => {
    for (const path of [
      '',
      'dashboard',
      '//evil',
      '//evil.example/x',
      '/\\evil',
      '/\\\\evil',
      '\\/evil',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      ' /dashboard',
      '/dash board',
      '/%2F%2Fevil.example',
      '/%2f%2fevil.example',
      '/%2F/evil.example',
      '/%5Cevil.example',
      '/%5cevil.example',
      '/%09/evil.example',
      '/%252F%252Fevil.example',
      '/%25252F%25252Fevil.example',
      '/x%00y',
      '/%zz',
      '/%E0%A4%A',
      '/caf\u00e9',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://ok.example',
      'http://x.invalid/',
    ])
      expect(isSameOriginPath(path), JSON.stringify(path)).toBe(false);
  });

  it('keeps a path that only mentions another site further on', () => {
    expect(isSameOriginPath('/out?to=https://evil.example')).toBe(true);
    expect(isSameOriginPath('/a//b')).toBe(true);
  });
});
