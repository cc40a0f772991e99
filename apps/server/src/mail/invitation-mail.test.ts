import { describe, expect, it } from 'vitest';
import { invitationMail } from './invitation-mail.ts';

const base = {
  invitee: { email: 'new@example.test', name: 'new@example.test' },
  names: { project: 'Apollo', inviter: 'Bob' },
  role: 'leader' as const,
  message: '  Glad to have you <b>!  ',
  link: 'https://crew.example/reset-password/confirm?token=t',
};

describe('invitation mail', () => {
  it('keeps the English shape with the welcome message and the link', () => {
    const mail = invitationMail({ ...base, language: 'en' });
    expect(mail.subject).toBe('Bob invited you to Apollo on Crewline');
    expect(mail.text).toContain('as Team Leader.');
    expect(mail.text).toContain('Their message:\nGlad to have you <b>!\n');
    expect(mail.text.endsWith(base.link)).toBe(true);
    expect(mail.html).toBeUndefined();
  });

  it('is written in Russian or Arabic, role included', () => {
    const ru = invitationMail({ ...base, language: 'ru' });
    expect(ru.subject).toBe('Bob приглашает вас в Apollo в Crewline');
    expect(ru.text).toContain('с ролью «Руководитель команды»');
    expect(ru.text).toContain('Glad to have you <b>!');
    expect(ru.text).not.toMatch(/invited|Hello|Their message/);
    const ar = invitationMail({ ...base, language: 'ar', message: '' });
    expect(ar.text).toContain('بدور قائد الفريق');
    expect(ar.text).not.toContain('رسالته إليك');
  });
});
