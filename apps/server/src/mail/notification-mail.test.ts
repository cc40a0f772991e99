import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { notificationMail } from './notification-mail.ts';
import { digestMail } from './digest-mail.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';

const links = { appOrigin: 'https://crew.example/', signingKey: randomBytes(32) };
const person = (language: string) => ({
  id: randomUUID(),
  email: 'ann@example.test',
  name: 'Ann <b>',
  language,
});
const notification = {
  type: 'mention' as const,
  title: 'Bob <script>alert(1)</script> mentioned you',
  message: 'Tom & Jerry said "hi"',
  link: '/dashboard/inbox?message=m1',
  metadata: {
    sender_name: 'Bob <script>alert(1)</script>',
    full_message: 'Tom & Jerry said "hi"',
    projectName: 'Apollo',
  },
};

describe('notification mail', () => {
  it('is written in English with the title, message, link and unsubscribe footer', () => {
    const to = person('en');
    const mail = notificationMail({ to, notification, kind: 'mentions', links });
    expect(mail.to).toBe('ann@example.test');
    expect(mail.subject).toBe('Bob <script>alert(1)</script> mentioned you');
    expect(mail.text).toContain('Hi Ann <b>,');
    expect(mail.text).toContain('Tom & Jerry said "hi"');
    expect(mail.text).toContain(
      'Open in Crewline: https://crew.example/dashboard/inbox?message=m1',
    );
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain('href="https://crew.example/dashboard/inbox?message=m1"');
    expect(mail.text).toContain('You receive this because mention e-mails are on');
  });

  it('escapes everything people wrote in the HTML part', () => {
    const mail = notificationMail({ to: person('en'), notification, kind: 'mentions', links });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('Bob &lt;script&gt;alert(1)&lt;/script&gt; mentioned you');
    expect(mail.html).toContain('Tom &amp; Jerry said &quot;hi&quot;');
    expect(mail.html).toContain('Hi Ann &lt;b&gt;,');
  });

  it('is right to left in Arabic and in Russian for Russian readers', () => {
    const ar = notificationMail({ to: person('ar'), notification, kind: 'mentions', links });
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.subject).toBe('أشار إليك Bob <script>alert(1)</script>');
    expect(ar.text).toContain('مرحبًا Ann <b>،');
    expect(ar.text).toContain('افتح في Crewline: https://crew.example/dashboard/inbox?message=m1');
    const ru = notificationMail({ to: person('ru'), notification, kind: 'mentions', links });
    expect(ru.html).toContain('<html lang="ru" dir="ltr">');
    // Wholly Russian: the subject and the heading are worded from the facts, not the stored
    // English title.
    expect(ru.subject).toBe('Bob <script>alert(1)</script> упоминает вас');
    expect(ru.text).toContain(
      '\nBob <script>alert(1)</script> упоминает вас\nTom & Jerry said "hi"\n',
    );
    expect(ru.text).not.toContain('mentioned');
    expect(ru.html).not.toContain('mentioned');
    expect(ru.text).toContain('Здравствуйте, Ann <b>!');
    expect(ru.text).toContain(
      'Отписаться: https://crew.example/api/notifications/unsubscribe?token=',
    );
    // An unknown language falls back to English.
    expect(
      notificationMail({ to: person('xx'), notification, kind: 'mentions', links }).subject,
    ).toBe('Bob <script>alert(1)</script> mentioned you');
  });

  it('carries the RFC 8058 headers with a link signed for its switch', () => {
    const to = person('en');
    const mail = notificationMail({
      to,
      notification: { ...notification, type: 'comment' },
      kind: 'comments',
      links,
    });
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(url.startsWith('https://crew.example/api/notifications/unsubscribe?token=')).toBe(true);
    const token = new URL(url).searchParams.get('token') ?? '';
    expect(verifyUnsubscribeToken(links.signingKey, token)).toEqual({
      userId: to.id,
      kind: 'comments',
    });
    expect(mail.text).toContain(url);
  });
});

describe('digest mail', () => {
  // `system` notifications someone wrote: shown as written.
  const items = Array.from({ length: 3 }, (_, i) => ({
    type: 'system' as const,
    title: `Item ${i} <i>`,
    message: `Line ${i}`,
    link: `/dashboard/projects/p${i}`,
    metadata: {},
  }));

  it('words each notification in the recipient’s language', () => {
    const grouped = {
      ...notification,
      title: '3 new comments',
      metadata: { ...notification.metadata, event: 'reply', count: 3 },
      type: 'comment' as const,
    };
    const ru = digestMail({ to: person('ru'), period: 'daily', items: [grouped], total: 1, links });
    expect(ru.text).toContain('- 3 новых комментария в Apollo\n  Последнее: Bob');
    expect(ru.text).not.toContain('new comments');
  });

  it('counts with each language’s plural rules and says how many more there are', () => {
    const en = digestMail({ to: person('en'), period: 'daily', items, total: 25, links });
    expect(en.subject).toBe('Your daily Crewline summary: 25 unread notifications');
    expect(en.text).toContain('and 22 more');
    expect(en.html).toContain('Item 0 &lt;i&gt;');
    expect(en.html).toContain('href="https://crew.example/dashboard/projects/p2"');
    const one = digestMail({
      to: person('en'),
      period: 'weekly',
      items: items.slice(0, 1),
      total: 1,
      links,
    });
    expect(one.subject).toBe('Your weekly Crewline summary: 1 unread notification');
    expect(one.text).not.toContain('more');
    const ru = (n: number) =>
      digestMail({ to: person('ru'), period: 'daily', items, total: n, links }).subject;
    expect(ru(21)).toBe('Ежедневная сводка Crewline: 21 непрочитанное уведомление');
    expect(ru(3)).toBe('Ежедневная сводка Crewline: 3 непрочитанных уведомления');
    expect(ru(25)).toBe('Ежедневная сводка Crewline: 25 непрочитанных уведомлений');
    const ar = digestMail({ to: person('ar'), period: 'weekly', items, total: 2, links });
    expect(ar.subject).toBe('ملخصك الأسبوعي من Crewline: إشعاران غير مقروءين');
    expect(ar.html).toContain('dir="rtl"');
  });

  it('unsubscribes from the digest', () => {
    const to = person('en');
    const mail = digestMail({ to, period: 'daily', items, total: 3, links });
    const url = /^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const token = new URL(url).searchParams.get('token') ?? '';
    expect(verifyUnsubscribeToken(links.signingKey, token)?.kind).toBe('digest');
    expect(mail.text).toContain('summary e-mails');
  });
});
