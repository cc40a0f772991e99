import type { MailLanguage, MailTexts } from './mail-texts.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** One line for a header or a list: no line breaks, no runs of spaces. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * A whole HTML document (mail or page) in the reader's language and direction; `body` is HTML
 * the caller already escaped. Inline styles only: mail clients drop style sheets.
 */
export function htmlDocument(options: {
  language: MailLanguage;
  texts: MailTexts;
  title: string;
  body: string;
}): string {
  const { language, texts, title, body } = options;
  const align = texts.dir === 'rtl' ? 'right' : 'left';
  return [
    '<!doctype html>',
    `<html lang="${language}" dir="${texts.dir}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f4f4f5;font-family:system-ui,-apple-system,'Segoe UI',Tahoma,Arial,sans-serif;color:#18181b;text-align:${align}">`,
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    body,
    '</div></body></html>',
  ].join('\n');
}

/** A link drawn as a button (mail clients render anchors, not forms). */
export function buttonLink(href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:600">${escapeHtml(label)}</a></p>`;
}
