import { EMAIL_VERIFICATION_TTL_HOURS } from '@crewline/shared/contracts/email-verification';
import type { Mail } from '../services/mail.ts';
import { MAIL_TEXTS, mailLanguage, type MailLanguage } from './mail-texts.ts';
import { buttonLink, escapeHtml, htmlDocument } from './html.ts';

type VerificationTexts = {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  button: string;
  validity: (hours: number) => string;
  ignore: string;
};

const ruPlural = new Intl.PluralRules('ru');
const arPlural = new Intl.PluralRules('ar');

/** "час", "часа" or "часов" after a number. */
function ruHours(n: number): string {
  const form = ruPlural.select(n);
  return form === 'one' ? 'час' : form === 'few' ? 'часа' : 'часов';
}

/** "ساعات" after 3–10, "ساعة" otherwise (11–99 take the singular). */
function arHours(n: number): string {
  return arPlural.select(n) === 'few' ? 'ساعات' : 'ساعة';
}

const TEXTS: Record<MailLanguage, VerificationTexts> = {
  en: {
    subject: 'Confirm your e-mail address for Crewline',
    greeting: (name) => `Hi ${name},`,
    intro: 'Please confirm that this is your e-mail address, so your teammates can rely on it.',
    button: 'Confirm my e-mail address',
    validity: (hours) => `The link works once, within ${hours} hours.`,
    ignore: 'If you did not create a Crewline account, ignore this mail.',
  },
  ar: {
    subject: 'أكِّد عنوان بريدك الإلكتروني في Crewline',
    greeting: (name) => `مرحبًا ${name}،`,
    intro: 'يُرجى تأكيد أن هذا هو عنوان بريدك الإلكتروني، ليتمكن زملاؤك من الاعتماد عليه.',
    button: 'تأكيد عنوان بريدي الإلكتروني',
    validity: (hours) => `يعمل الرابط مرة واحدة فقط، خلال ${hours} ${arHours(hours)}.`,
    ignore: 'إن لم تُنشئ حسابًا في Crewline، فتجاهل هذه الرسالة.',
  },
  ru: {
    subject: 'Подтвердите адрес электронной почты в Crewline',
    greeting: (name) => `Здравствуйте, ${name}!`,
    intro:
      'Подтвердите, пожалуйста, что это ваш адрес электронной почты, чтобы коллеги могли на него полагаться.',
    button: 'Подтвердить мой адрес',
    validity: (hours) => `Ссылка работает один раз в течение ${hours} ${ruHours(hours)}.`,
    ignore: 'Если вы не создавали аккаунт в Crewline, просто проигнорируйте это письмо.',
  },
};

/** The verification mail, in the recipient's language (Arabic right to left), text and HTML. */
export function verificationMail(options: {
  to: { email: string; name: string; language: string };
  link: string;
}): Mail {
  const language = mailLanguage(options.to.language);
  const texts = TEXTS[language];
  const validity = texts.validity(EMAIL_VERIFICATION_TTL_HOURS);
  const text = [
    texts.greeting(options.to.name),
    '',
    texts.intro,
    '',
    `${texts.button}: ${options.link}`,
    '',
    validity,
    texts.ignore,
  ].join('\n');
  const body = [
    `<p style="margin:0 0 16px">${escapeHtml(texts.greeting(options.to.name))}</p>`,
    `<p style="margin:0 0 16px">${escapeHtml(texts.intro)}</p>`,
    buttonLink(options.link, texts.button),
    `<p style="margin:0 0 8px;font-size:13px;color:#52525b">${escapeHtml(validity)}</p>`,
    `<p style="margin:0;font-size:13px;color:#52525b">${escapeHtml(texts.ignore)}</p>`,
  ].join('\n');
  return {
    to: options.to.email,
    subject: texts.subject,
    text,
    html: htmlDocument({ language, texts: MAIL_TEXTS[language], title: texts.subject, body }),
  };
}
