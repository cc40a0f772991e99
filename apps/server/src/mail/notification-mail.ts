import type {
  NotificationMetadata,
  NotificationType,
} from '@crewline/shared/contracts/notifications';
import { wordNotification } from '@crewline/shared/domain/notification-wording';
import type { Mail } from '../services/mail.ts';
import { MAIL_TEXTS, mailLanguage, type MailTexts } from './mail-texts.ts';
import { buttonLink, escapeHtml, htmlDocument, oneLine } from './html.ts';
import type { EmailSwitch } from './email-switch.ts';
import { unsubscribeHeaders, unsubscribeUrl } from './unsubscribe-token.ts';

/** Who a mail goes to. */
export type MailRecipient = { id: string; email: string; name: string; language: string };

/** Where links in a mail point, and the key that signs its unsubscribe link. */
export type MailLinks = { appOrigin: string; signingKey: Uint8Array };

/** The app's origin without a trailing slash, so paths join cleanly. */
export function originOf(links: MailLinks): string {
  return links.appOrigin.replace(/\/+$/, '');
}

/** The footer every mail ends with: why it came, the unsubscribe link, the settings. */
export function mailFooter(
  texts: MailTexts,
  kind: EmailSwitch,
  urls: { unsubscribe: string; settings: string },
): { text: string; html: string } {
  const why = texts.footer(texts.kinds[kind]);
  return {
    text: [
      '--',
      why,
      `${texts.unsubscribe}: ${urls.unsubscribe}`,
      `${texts.settings}: ${urls.settings}`,
    ].join('\n'),
    html: [
      '<hr style="border:none;border-top:1px solid #e4e4e7;margin:24px 0 12px">',
      `<p style="font-size:12px;color:#71717a;margin:0 0 8px">${escapeHtml(why)}</p>`,
      `<p style="font-size:12px;margin:0"><a href="${escapeHtml(urls.unsubscribe)}" style="color:#71717a">${escapeHtml(texts.unsubscribe)}</a>`,
      ` · <a href="${escapeHtml(urls.settings)}" style="color:#71717a">${escapeHtml(texts.settings)}</a></p>`,
    ].join(''),
  };
}

/**
 * The e-mail for one notification, wholly in the recipient's language (Arabic right to left):
 * the notification worded from its facts (wordNotification) gives the subject and the heading,
 * its message follows (escaped: it may quote what people wrote), then a button to open it and a
 * footer with the one-click unsubscribe link of the switch it was sent under, which the
 * RFC 8058 headers carry too. Due times are shown in `timeZone` (the recipient's, else UTC).
 */
export function notificationMail(options: {
  to: MailRecipient;
  notification: {
    type: NotificationType;
    title: string;
    message: string;
    link: string | null;
    metadata: NotificationMetadata;
  };
  kind: EmailSwitch;
  links: MailLinks;
  timeZone?: string;
}): Mail {
  const { to, kind, links } = options;
  const language = mailLanguage(to.language);
  const texts = MAIL_TEXTS[language];
  const notification = {
    ...wordNotification(options.notification, language, {
      timeZone: options.timeZone ?? 'UTC',
    }),
    link: options.notification.link,
  };
  const origin = originOf(links);
  const openUrl = `${origin}${notification.link ?? '/dashboard/notifications'}`;
  const unsubscribe = unsubscribeUrl(origin, links.signingKey, to.id, kind);
  const footer = mailFooter(texts, kind, {
    unsubscribe,
    settings: `${origin}/dashboard/settings`,
  });
  const title = oneLine(notification.title);
  // The worded title alone: a prefix by type would only repeat it.
  const subject = title;
  const text = [
    texts.greeting(to.name),
    '',
    texts.intro,
    '',
    title,
    ...(notification.message ? [notification.message] : []),
    '',
    `${texts.open}: ${openUrl}`,
    '',
    footer.text,
  ].join('\n');
  const body = [
    `<p style="margin:0 0 16px">${escapeHtml(texts.greeting(to.name))}</p>`,
    `<p style="margin:0 0 16px">${escapeHtml(texts.intro)}</p>`,
    `<h1 style="font-size:18px;margin:0 0 8px">${escapeHtml(title)}</h1>`,
    notification.message
      ? `<p style="margin:0;white-space:pre-line">${escapeHtml(notification.message)}</p>`
      : '',
    buttonLink(openUrl, texts.open),
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
