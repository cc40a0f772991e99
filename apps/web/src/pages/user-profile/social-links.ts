/** The platforms a social link is recognised as, or a plain website. */
type SocialPlatform =
  | 'github'
  | 'twitter'
  | 'linkedin'
  | 'telegram'
  | 'instagram'
  | 'facebook'
  | 'youtube'
  | 'discord'
  | 'tiktok'
  | 'reddit'
  | 'whatsapp'
  | 'spotify'
  | 'pinterest'
  | 'website';

/** A link ready to show: its platform, the brand's name (or "Website") and a safe href. */
type SocialLink = { key: string; platform: SocialPlatform; label: string; href: string };

type Pattern = {
  platform: Exclude<SocialPlatform, 'website'>;
  label: string;
  /** The platform's domains; any subdomain counts (www., m., open., uk.…). */
  domains: readonly string[];
  /** Extra rule on the path: LinkedIn counts only for a person's page (/in/), as the spec says. */
  path?: RegExp;
};

const PATTERNS: readonly Pattern[] = [
  { platform: 'github', label: 'GitHub', domains: ['github.com'] },
  { platform: 'twitter', label: 'Twitter/X', domains: ['twitter.com', 'x.com'] },
  { platform: 'linkedin', label: 'LinkedIn', domains: ['linkedin.com'], path: /^\/in\//i },
  { platform: 'telegram', label: 'Telegram', domains: ['t.me', 'telegram.me', 'telegram.org'] },
  { platform: 'instagram', label: 'Instagram', domains: ['instagram.com', 'instagr.am'] },
  { platform: 'facebook', label: 'Facebook', domains: ['facebook.com', 'fb.com', 'fb.me'] },
  { platform: 'youtube', label: 'YouTube', domains: ['youtube.com', 'youtu.be'] },
  {
    platform: 'discord',
    label: 'Discord',
    domains: ['discord.gg', 'discord.com', 'discordapp.com'],
  },
  { platform: 'tiktok', label: 'TikTok', domains: ['tiktok.com'] },
  { platform: 'reddit', label: 'Reddit', domains: ['reddit.com', 'redd.it'] },
  { platform: 'whatsapp', label: 'WhatsApp', domains: ['wa.me', 'whatsapp.com'] },
  { platform: 'spotify', label: 'Spotify', domains: ['spotify.com', 'spotify.link'] },
  {
    platform: 'pinterest',
    label: 'Pinterest',
    domains: ['pinterest.com', 'pinterest.co.uk', 'pinterest.de', 'pinterest.fr', 'pin.it'],
  },
];

/** Whether `host` is `domain` or one of its subdomains. */
function onDomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * A link as typed, made openable: `https://` is added when the scheme is missing.
 * Only http(s) links come back; anything else (`javascript:`, `mailto:`…) is undefined, so a
 * profile can never turn into a script link.
 */
export function normalizeSocialUrl(raw: string): URL | undefined {
  const text = raw.trim();
  if (!text) return undefined;
  const withScheme =
    /^[a-z][a-z\d+.-]*:/i.test(text) && !/^[^:/]+:\d/.test(text)
      ? text
      : `https://${text.replace(/^\/+/, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Which platform a link belongs to, by its host (and path for LinkedIn); else "Website". */
export function recognizeSocialLink(
  raw: string,
  websiteLabel: string,
): Omit<SocialLink, 'key'> | undefined {
  const url = normalizeSocialUrl(raw);
  if (!url) return undefined;
  const host = url.hostname.toLowerCase();
  const match = PATTERNS.find(
    (pattern) =>
      pattern.domains.some((domain) => onDomain(host, domain)) &&
      (!pattern.path || pattern.path.test(url.pathname)),
  );
  return match
    ? { platform: match.platform, label: match.label, href: url.href }
    : { platform: 'website', label: websiteLabel, href: url.href };
}

// A bare handle in a named field ("ada", "@ada") becomes that platform's page.
const HANDLE_PAGES: Record<string, string> = {
  github: 'https://github.com/',
  twitter: 'https://x.com/',
  linkedin: 'https://www.linkedin.com/in/',
};
const HANDLE = /^@?([A-Za-z0-9_-]+)$/;

/** The value to recognise: a named field's bare handle as its page, anything else as typed. */
function expandHandle(key: string, value: string): string {
  const page = HANDLE_PAGES[key];
  const handle = page ? HANDLE.exec(value.trim())?.[1] : undefined;
  return handle ? `${page}${handle}` : value;
}

// The order the profile lists them: the three named fields, then social1…social5.
const KEYS = [
  'github',
  'twitter',
  'linkedin',
  'website',
  'social1',
  'social2',
  'social3',
  'social4',
  'social5',
];

/**
 * The profile's links to show, recognised by URL pattern: the named fields first, then
 * social1…social5 (an unknown one is a "Website"); empty and unusable values are skipped, and
 * the same address twice is shown once.
 */
export function profileSocialLinks(
  links: Record<string, string | null | undefined>,
  websiteLabel: string,
): SocialLink[] {
  const seen = new Set<string>();
  const result: SocialLink[] = [];
  const keys = [...KEYS, ...Object.keys(links).filter((key) => !KEYS.includes(key))];
  for (const key of keys) {
    const value = links[key];
    if (typeof value !== 'string') continue;
    const link = recognizeSocialLink(expandHandle(key, value), websiteLabel);
    if (!link || seen.has(link.href)) continue;
    seen.add(link.href);
    result.push({ key, ...link });
  }
  return result;
}
