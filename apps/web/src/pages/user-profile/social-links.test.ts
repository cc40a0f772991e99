import { describe, expect, it } from 'vitest';
import { normalizeSocialUrl, profileSocialLinks, recognizeSocialLink } from './social-links.ts';

const recognise = (url: string) => recognizeSocialLink(url, 'Website');

describe('recognizeSocialLink', () => {
  it.each([
    ['https://github.com/ada', 'github', 'GitHub'],
    ['https://www.github.com/ada', 'github', 'GitHub'],
    ['https://twitter.com/ada', 'twitter', 'Twitter/X'],
    ['https://x.com/ada', 'twitter', 'Twitter/X'],
    ['https://www.linkedin.com/in/ada-lovelace', 'linkedin', 'LinkedIn'],
    ['https://uk.linkedin.com/in/ada', 'linkedin', 'LinkedIn'],
    ['https://t.me/ada', 'telegram', 'Telegram'],
    ['https://telegram.me/ada', 'telegram', 'Telegram'],
    ['https://www.instagram.com/ada', 'instagram', 'Instagram'],
    ['https://facebook.com/ada', 'facebook', 'Facebook'],
    ['https://m.facebook.com/ada', 'facebook', 'Facebook'],
    ['https://fb.me/ada', 'facebook', 'Facebook'],
    ['https://www.youtube.com/@ada', 'youtube', 'YouTube'],
    ['https://youtu.be/abc', 'youtube', 'YouTube'],
    ['https://discord.gg/abc', 'discord', 'Discord'],
    ['https://discord.com/users/1', 'discord', 'Discord'],
    ['https://www.tiktok.com/@ada', 'tiktok', 'TikTok'],
    ['https://www.reddit.com/user/ada', 'reddit', 'Reddit'],
    ['https://wa.me/15551234567', 'whatsapp', 'WhatsApp'],
    ['https://open.spotify.com/user/ada', 'spotify', 'Spotify'],
    ['https://www.pinterest.com/ada', 'pinterest', 'Pinterest'],
    ['https://pin.it/abc', 'pinterest', 'Pinterest'],
  ])('%s is %s', (url, platform, label) => {
    expect(recognise(url)).toEqual({ platform, label, href: new URL(url).href });
  });

  it('adds https:// when the scheme is missing', () => {
    expect(recognise('github.com/ada')).toEqual({
      platform: 'github',
      label: 'GitHub',
      href: 'https://github.com/ada',
    });
    expect(recognise('www.example.org')?.href).toBe('https://www.example.org/');
    expect(recognise('localhost:3000/me')?.href).toBe('https://localhost:3000/me');
  });

  it('keeps an http:// link as it is', () => {
    expect(recognise('http://example.org/ada')?.href).toBe('http://example.org/ada');
  });

  it('calls anything else a Website, including LinkedIn pages that are not /in/', () => {
    expect(recognise('https://ada.dev')).toMatchObject({ platform: 'website', label: 'Website' });
    expect(recognise('https://www.linkedin.com/company/acme')).toMatchObject({
      platform: 'website',
    });
    // Look-alike hosts are not the platform.
    expect(recognise('https://notgithub.com/ada')).toMatchObject({ platform: 'website' });
    expect(recognise('https://github.com.evil.example/ada')).toMatchObject({ platform: 'website' });
  });

  it('never makes a script or other non-web link', () => {
    expect(normalizeSocialUrl('javascript:alert(1)')).toBeUndefined();
    expect(normalizeSocialUrl('mailto:ada@example.org')).toBeUndefined();
    expect(normalizeSocialUrl('   ')).toBeUndefined();
    expect(recognise('data:text/html,hi')).toBeUndefined();
  });
});

describe('profileSocialLinks', () => {
  it('lists named fields, then social1–5, skipping empty values and duplicates', () => {
    const links = profileSocialLinks(
      {
        social2: 'https://ada.dev',
        social1: 't.me/ada',
        github: 'ada',
        twitter: '@ada_l',
        linkedin: '',
        social3: 'https://github.com/ada',
        social4: 'javascript:alert(1)',
      },
      'Website',
    );
    expect(links.map((l) => [l.key, l.label, l.href])).toEqual([
      ['github', 'GitHub', 'https://github.com/ada'],
      ['twitter', 'Twitter/X', 'https://x.com/ada_l'],
      ['social1', 'Telegram', 'https://t.me/ada'],
      ['social2', 'Website', 'https://ada.dev/'],
    ]);
  });
});
