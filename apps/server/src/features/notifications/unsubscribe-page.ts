import { MAIL_TEXTS, type MailLanguage } from '../../mail/mail-texts.ts';
import type { EmailSwitch } from '../../mail/email-switch.ts';
import { buttonLink, escapeHtml, htmlDocument } from '../../mail/html.ts';

/** The language of a page for someone we do not know: the first of ours their browser asks for. */
export function pageLanguage(acceptLanguage: string | undefined): MailLanguage {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (code === 'en' || code === 'ar' || code === 'ru') return code;
  }
  return 'en';
}

/**
 * What a person who clicks the link in a mail gets (GET): a question and a button that POSTs
 * the one-click body. The GET itself changes nothing: mail scanners open links.
 */
export function confirmPage(options: {
  language: MailLanguage;
  kind: EmailSwitch;
  email: string;
  action: string;
}): string {
  const texts = MAIL_TEXTS[options.language];
  const body = [
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(texts.page.title)}</h1>`,
    `<p>${escapeHtml(texts.page.question(texts.kinds[options.kind], options.email))}</p>`,
    `<form method="post" action="${escapeHtml(options.action)}">`,
    '<input type="hidden" name="List-Unsubscribe" value="One-Click">',
    `<button type="submit" style="background:#4f46e5;color:#ffffff;border:none;padding:10px 18px;border-radius:6px;font-weight:600;cursor:pointer">${escapeHtml(texts.page.button)}</button>`,
    '</form>',
  ].join('\n');
  return htmlDocument({ language: options.language, texts, title: texts.page.title, body });
}

/** The page after unsubscribing from the form. */
export function donePage(options: {
  language: MailLanguage;
  kind: EmailSwitch;
  settingsUrl: string;
}): string {
  const texts = MAIL_TEXTS[options.language];
  const body = [
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(texts.page.title)}</h1>`,
    `<p>${escapeHtml(texts.page.done(texts.kinds[options.kind]))}</p>`,
    `<p>${escapeHtml(texts.page.settingsHint)}</p>`,
    buttonLink(options.settingsUrl, texts.settings),
  ].join('\n');
  return htmlDocument({ language: options.language, texts, title: texts.page.title, body });
}

/** The page for a link that is not ours (altered, or cut short by a mail client). */
export function invalidPage(options: { language: MailLanguage; settingsUrl: string }): string {
  const texts = MAIL_TEXTS[options.language];
  const body = [
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(texts.page.title)}</h1>`,
    `<p>${escapeHtml(texts.page.invalid)}</p>`,
    buttonLink(options.settingsUrl, texts.settings),
  ].join('\n');
  return htmlDocument({ language: options.language, texts, title: texts.page.title, body });
}
