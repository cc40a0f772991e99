import { INVITATION_LIFETIME_DAYS } from '@crewline/shared/limits';
import type { ProjectRole } from '@crewline/shared/contracts/members';
import {
  wordingLanguage,
  type WordingLanguage,
} from '@crewline/shared/domain/notification-wording';
import { notificationWordsAr } from '@crewline/shared/domain/notification-wording-ar';
import { notificationWordsEn } from '@crewline/shared/domain/notification-wording-en';
import { notificationWordsRu } from '@crewline/shared/domain/notification-wording-ru';
import type { Mail } from '../services/mail.ts';

type Names = { project: string; inviter: string };

/** The invitation e-mail to someone with no account yet, in one language. */
type InvitationTexts = {
  subject: (names: Names) => string;
  greeting: (name: string) => string;
  invited: (names: Names, role: string) => string;
  welcome: string;
  join: (days: number) => string;
  roles: Record<ProjectRole, string>;
};

const TEXTS: Record<WordingLanguage, InvitationTexts> = {
  en: {
    subject: (n) => `${n.inviter} invited you to ${n.project} on Crewline`,
    greeting: (name) => `Hello ${name},`,
    invited: (n, role) =>
      `${n.inviter} invited you to join the project "${n.project}" on Crewline as ${role}.`,
    welcome: 'Their message:',
    join: (days) =>
      `To join, set your password with this link (valid ${days} days), then sign in and accept the invitation:`,
    roles: notificationWordsEn.roles,
  },
  ru: {
    subject: (n) => `${n.inviter} приглашает вас в ${n.project} в Crewline`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    invited: (n, role) =>
      `${n.inviter} приглашает вас в проект «${n.project}» в Crewline с ролью «${role}».`,
    welcome: 'Сообщение от приглашающего:',
    join: (days) =>
      `Чтобы присоединиться, задайте пароль по этой ссылке (она действует ${days} дн.), затем войдите и примите приглашение:`,
    roles: notificationWordsRu.roles,
  },
  ar: {
    subject: (n) => `دعاك ${n.inviter} إلى ${n.project} على Crewline`,
    greeting: (name) => `مرحبًا ${name}،`,
    invited: (n, role) =>
      `دعاك ${n.inviter} للانضمام إلى المشروع «${n.project}» على Crewline بدور ${role}.`,
    welcome: 'رسالته إليك:',
    join: (days) =>
      `للانضمام، عيّن كلمة المرور من هذا الرابط (صالح لمدة ${days} يومًا)، ثم سجّل الدخول واقبل الدعوة:`,
    roles: notificationWordsAr.roles,
  },
};

/**
 * The mail inviting someone with no account yet: who invited them to what and as what, the
 * inviter's own welcome message (plain text, as written), and the set-password link. Written in
 * `language`; anything unknown reads as English.
 */
export function invitationMail(options: {
  invitee: { email: string; name: string };
  names: Names;
  role: ProjectRole;
  message: string;
  link: string;
  language: string;
}): Mail {
  const texts = TEXTS[wordingLanguage(options.language)];
  const { names } = options;
  const role = texts.roles[options.role] ?? texts.roles.member;
  const welcome = options.message.trim();
  return {
    to: options.invitee.email,
    subject: texts.subject(names),
    text: [
      texts.greeting(options.invitee.name),
      '',
      texts.invited(names, role),
      ...(welcome ? ['', texts.welcome, welcome] : []),
      '',
      texts.join(INVITATION_LIFETIME_DAYS),
      '',
      options.link,
    ].join('\n'),
  };
}
