import type {
  NotificationMetadata,
  NotificationType,
} from '@crewline/shared/contracts/notifications';
import { wordNotification } from '@crewline/shared/domain/notification-wording';
import type { Mail } from '../services/mail.ts';
import { MAIL_TEXTS, mailLanguage } from './mail-texts.ts';
import { buttonLink, escapeHtml, htmlDocument, oneLine } from './html.ts';
import { mailFooter, originOf, type MailLinks, type MailRecipient } from './notification-mail.ts';
import { unsubscribeHeaders, unsubscribeUrl } from './unsubscribe-token.ts';

/** One line of a digest: a notification, worded in the recipient's language when sent. */
export type DigestItem = {
  type: NotificationType;
  title: string;
  message: string;
  link: string | null;
  metadata: NotificationMetadata;
};

/**
 * The daily or weekly digest: how many notifications of the period are still unread, the
 * newest of them (`items`, already capped by the caller) each linking to itself, "and N more"
 * for the rest, and the footer whose unsubscribe link turns the digest off.
 */
export function digestMail(options: {
  to: MailRecipient;
  period: 'daily' | 'weekly';
  items: DigestItem[];
  total: number;
  links: MailLinks;
  /** Where due times are shown: the recipient's zone, else UTC. */
  timeZone?: string;
}): Mail {
  const { to, period, items, total, links } = options;
  const language = mailLanguage(to.language);
  const texts = MAIL_TEXTS[language];
  const origin = originOf(links);
  const unsubscribe = unsubscribeUrl(origin, links.signingKey, to.id, 'digest');
  const footer = mailFooter(texts, 'digest', {
    unsubscribe,
    settings: `${origin}/dashboard/settings`,
  });
  const allUrl = `${origin}/dashboard/notifications`;
  const subject = texts.digest.subject(period, texts.digest.count(total));
  const rest = total - items.length;
  const lines = items.map((item) => {
    const worded = wordNotification(item, language, { timeZone: options.timeZone ?? 'UTC' });
    return {
      title: oneLine(worded.title),
      message: oneLine(worded.message),
      url: `${origin}${item.link ?? '/dashboard/notifications'}`,
    };
  });
  const text = [
    texts.greeting(to.name),
    '',
    texts.digest.intro(period),
    '',
    ...lines.flatMap((line) => [
      `- ${line.title}`,
      ...(line.message ? [`  ${line.message}`] : []),
      `  ${line.url}`,
    ]),
    ...(rest > 0 ? [texts.digest.more(rest)] : []),
    '',
    `${texts.digest.openAll}: ${allUrl}`,
    '',
    footer.text,
  ].join('\n');
  const list = lines
    .map(
      (line) =>
        `<li style="margin:0 0 12px"><a href="${escapeHtml(line.url)}" style="color:#4f46e5;font-weight:600">${escapeHtml(line.title)}</a>` +
        (line.message ? `<br><span style="color:#52525b">${escapeHtml(line.message)}</span>` : '') +
        '</li>',
    )
    .join('\n');
  const body = [
    `<p style="margin:0 0 16px">${escapeHtml(texts.greeting(to.name))}</p>`,
    `<p style="margin:0 0 16px">${escapeHtml(texts.digest.intro(period))}</p>`,
    `<ul style="padding-inline-start:20px;margin:0">${list}</ul>`,
    rest > 0 ? `<p style="margin:8px 0 0">${escapeHtml(texts.digest.more(rest))}</p>` : '',
    buttonLink(allUrl, texts.digest.openAll),
    footer.html,
  ].join('\n');
  return {
    to: to.email,
    subject,
    text,
    html: htmlDocument({ language, texts, title: subject, body }),
    headers: unsubscribeHeaders(unsubscribe),
  };
}
