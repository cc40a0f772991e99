import type { EmailSwitch } from './email-switch.ts';

/** The languages a notification e-mail is written in (`users.language`). */
export const MAIL_LANGUAGES = ['en', 'ar', 'ru'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** A stored language, or English for anything else (the interface's fallback too). */
export function mailLanguage(value: string | null | undefined): MailLanguage {
  return (MAIL_LANGUAGES as readonly string[]).includes(value ?? '')
    ? (value as MailLanguage)
    : 'en';
}

type Period = 'daily' | 'weekly';

/** Everything a notification mail, a digest and the unsubscribe page say, in one language. */
export type MailTexts = {
  dir: 'ltr' | 'rtl';
  greeting: (name: string) => string;
  intro: string;
  open: string;
  /** What a switch turns off, as a plural noun phrase ("mention e-mails"). */
  kinds: Record<EmailSwitch, string>;
  footer: (kind: string) => string;
  unsubscribe: string;
  settings: string;
  digest: {
    /** "3 unread notifications", with the language's plural rules. */
    count: (n: number) => string;
    subject: (period: Period, count: string) => string;
    intro: (period: Period) => string;
    more: (n: number) => string;
    openAll: string;
  };
  page: {
    title: string;
    question: (kind: string, email: string) => string;
    button: string;
    done: (kind: string) => string;
    settingsHint: string;
    invalid: string;
  };
};

const pluralRules = {
  en: new Intl.PluralRules('en'),
  ar: new Intl.PluralRules('ar'),
  ru: new Intl.PluralRules('ru'),
};

const en: MailTexts = {
  dir: 'ltr',
  greeting: (name) => `Hi ${name},`,
  intro: 'You have a new notification in Crewline:',
  open: 'Open in Crewline',
  kinds: {
    mentions: 'mention e-mails',
    deadlines: 'deadline and task e-mails',
    comments: 'comment e-mails',
    updates: 'project update e-mails',
    digest: 'summary e-mails',
  },
  footer: (kind) => `You receive this because ${kind} are on in your notification settings.`,
  unsubscribe: 'Unsubscribe',
  settings: 'Notification settings',
  digest: {
    count: (n) =>
      pluralRules.en.select(n) === 'one' ? `${n} unread notification` : `${n} unread notifications`,
    subject: (period, count) =>
      period === 'daily'
        ? `Your daily Crewline summary: ${count}`
        : `Your weekly Crewline summary: ${count}`,
    intro: (period) =>
      period === 'daily'
        ? 'Here is what you have not read yet from yesterday:'
        : 'Here is what you have not read yet from last week:',
    more: (n) => `and ${n} more`,
    openAll: 'Open your notifications',
  },
  page: {
    title: 'Unsubscribe',
    question: (kind, email) => `Stop sending ${kind} to ${email}?`,
    button: 'Unsubscribe',
    done: (kind) => `Done. You will no longer receive ${kind}.`,
    settingsHint: 'You can turn them back on in your notification settings.',
    invalid:
      'This unsubscribe link is not valid. Change your e-mails in your notification settings.',
  },
};

const AR_COUNT: Record<Intl.LDMLPluralRule, (n: number) => string> = {
  zero: () => 'لا إشعارات غير مقروءة',
  one: () => 'إشعار واحد غير مقروء',
  two: () => 'إشعاران غير مقروءين',
  few: (n) => `${n} إشعارات غير مقروءة`,
  many: (n) => `${n} إشعارًا غير مقروء`,
  other: (n) => `${n} إشعار غير مقروء`,
};

const ar: MailTexts = {
  dir: 'rtl',
  greeting: (name) => `مرحبًا ${name}،`,
  intro: 'لديك إشعار جديد في Crewline:',
  open: 'افتح في Crewline',
  kinds: {
    mentions: 'رسائل الإشارات',
    deadlines: 'رسائل المواعيد النهائية والمهام',
    comments: 'رسائل التعليقات',
    updates: 'رسائل تحديثات المشاريع',
    digest: 'رسائل الملخص',
  },
  footer: (kind) => `تصلك هذه الرسالة لأن ${kind} مفعّلة في إعدادات الإشعارات.`,
  unsubscribe: 'إلغاء الاشتراك',
  settings: 'إعدادات الإشعارات',
  digest: {
    count: (n) => AR_COUNT[pluralRules.ar.select(n)](n),
    subject: (period, count) =>
      period === 'daily'
        ? `ملخصك اليومي من Crewline: ${count}`
        : `ملخصك الأسبوعي من Crewline: ${count}`,
    intro: (period) =>
      period === 'daily'
        ? 'إليك ما لم تقرأه بعد من الأمس:'
        : 'إليك ما لم تقرأه بعد من الأسبوع الماضي:',
    more: (n) => `وغيرها: ${n}`,
    openAll: 'افتح إشعاراتك',
  },
  page: {
    title: 'إلغاء الاشتراك',
    question: (kind, email) => `هل تريد إيقاف ${kind} إلى ${email}؟`,
    button: 'إلغاء الاشتراك',
    done: (kind) => `تم. لن تصلك ${kind} بعد الآن.`,
    settingsHint: 'يمكنك إعادة تفعيلها من إعدادات الإشعارات.',
    invalid: 'رابط إلغاء الاشتراك هذا غير صالح. يمكنك تغيير رسائلك من إعدادات الإشعارات.',
  },
};

const RU_COUNT: Partial<Record<Intl.LDMLPluralRule, (n: number) => string>> = {
  one: (n) => `${n} непрочитанное уведомление`,
  few: (n) => `${n} непрочитанных уведомления`,
};

const ru: MailTexts = {
  dir: 'ltr',
  greeting: (name) => `Здравствуйте, ${name}!`,
  intro: 'У вас новое уведомление в Crewline:',
  open: 'Открыть в Crewline',
  kinds: {
    mentions: 'письма об упоминаниях',
    deadlines: 'письма о сроках и задачах',
    comments: 'письма о комментариях',
    updates: 'письма об обновлениях проектов',
    digest: 'письма-сводки',
  },
  footer: (kind) => `Вы получили это письмо, потому что в настройках уведомлений включены ${kind}.`,
  unsubscribe: 'Отписаться',
  settings: 'Настройки уведомлений',
  digest: {
    count: (n) =>
      (RU_COUNT[pluralRules.ru.select(n)] ?? ((m) => `${m} непрочитанных уведомлений`))(n),
    subject: (period, count) =>
      period === 'daily'
        ? `Ежедневная сводка Crewline: ${count}`
        : `Еженедельная сводка Crewline: ${count}`,
    intro: (period) =>
      period === 'daily'
        ? 'Вот что вы ещё не прочитали за вчерашний день:'
        : 'Вот что вы ещё не прочитали за прошлую неделю:',
    more: (n) => `и ещё ${n}`,
    openAll: 'Открыть уведомления',
  },
  page: {
    title: 'Отписка',
    question: (kind, email) => `Больше не присылать ${kind} на ${email}?`,
    button: 'Отписаться',
    done: (kind) => `Готово. Вы больше не будете получать ${kind}.`,
    settingsHint: 'Их можно снова включить в настройках уведомлений.',
    invalid:
      'Эта ссылка для отписки недействительна. Изменить рассылку можно в настройках уведомлений.',
  },
};

/** The texts of one language. */
export const MAIL_TEXTS: Record<MailLanguage, MailTexts> = { en, ar, ru };
