import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { profileSocialLinks } from './social-links.ts';

/** The profile's social links, each named by the platform its URL belongs to. */
export function SocialLinkList({ links }: { links: Record<string, string> }) {
  const { t } = useTranslation();
  const items = profileSocialLinks(links, t('publicProfile.website'));
  if (items.length === 0)
    return <p className="text-sm text-fg-muted">{t('publicProfile.noSocialLinks')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {items.map((link) => (
        <li key={link.key}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            data-platform={link.platform}
            className="inline-flex min-h-11 max-w-full items-center gap-2 rounded-lg px-2 text-primary hover:underline"
          >
            <span className="font-medium">{link.label}</span>
            <span className="truncate text-sm text-fg-muted" dir="ltr">
              {link.href.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </span>
            <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">{t('publicProfile.opensInNewTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
