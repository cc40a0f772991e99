import { describe, expect, it } from 'vitest';
import type { NotificationMetadata, NotificationType } from '../contracts/notifications.ts';
import { pluralText, wordNotification, wordingLanguage } from './notification-wording.ts';
import { notificationWordsAr } from './notification-wording-ar.ts';
import { notificationWordsRu } from './notification-wording-ru.ts';

const STORED = { title: 'Stored title', message: 'Stored message' };

function word(
  type: NotificationType,
  metadata: NotificationMetadata,
  language: string,
  stored = STORED,
) {
  return wordNotification({ type, metadata, ...stored }, language, { timeZone: 'UTC' });
}

const mention = {
  sender_name: 'Alice Anders',
  full_message: 'Look at\nthis',
  projectId: 'p1',
  projectName: 'Apollo',
};

describe('wordNotification, one event', () => {
  it('words a mention in each language, quoting the message on one line', () => {
    expect(word('mention', mention, 'en')).toEqual({
      title: 'Alice Anders mentioned you',
      message: 'Look at this',
    });
    expect(word('mention', mention, 'ru').title).toBe('Alice Anders упоминает вас');
    expect(word('mention', mention, 'ar').title).toBe('أشار إليك Alice Anders');
  });

  it('words urgent messages, replies and task comments', () => {
    expect(word('urgent', { ...mention, urgent: true }, 'ru').title).toBe(
      'Срочное сообщение от Alice Anders',
    );
    expect(word('comment', { ...mention, event: 'reply' }, 'en').title).toBe(
      'Alice Anders replied to your message',
    );
    expect(
      word('comment', { ...mention, event: 'task_comment', task_title: 'Ship it' }, 'ar').title,
    ).toBe('علّق Alice Anders على «Ship it»');
  });

  it('words an assignment with its project', () => {
    const metadata = { actor_name: 'Bob', task_title: 'Ship it', projectName: 'Apollo' };
    expect(word('task_assigned', metadata, 'ru')).toEqual({
      title: 'Bob назначает вам «Ship it»',
      message: 'В проекте Apollo',
    });
  });

  it('words a deadline with its due time in the reader’s zone', () => {
    const metadata = {
      task_title: 'Ship it',
      projectName: 'Apollo',
      dueDate: '2026-01-02T10:00:00.000Z',
    };
    const en = word('deadline', metadata, 'en');
    expect(en.title).toBe('Task due soon: Ship it');
    expect(en.message).toMatch(/^Due Jan 2, 2026.*10:00.*UTC in Apollo$/);
    expect(word('deadline', metadata, 'ru').message).toMatch(/^Срок .*2026.*, проект Apollo$/);
  });

  it('words an invitation with the translated role and the welcome message', () => {
    const metadata = {
      inviterName: 'Bob',
      projectName: 'Apollo',
      role: 'leader',
      welcome_message: 'Glad to have you!',
    };
    expect(word('project_invitation', metadata, 'en')).toEqual({
      title: 'Invitation to Apollo',
      message: 'Bob invited you to join Apollo as Team Leader\n“Glad to have you!”',
    });
    expect(word('project_invitation', metadata, 'ru').message).toBe(
      'Bob приглашает вас в Apollo с ролью «Руководитель команды»\n«Glad to have you!»',
    );
    expect(word('project_invitation', { ...metadata, welcome_message: '' }, 'ar').message).toBe(
      'دعاك Bob للانضمام إلى Apollo بدور قائد الفريق',
    );
  });

  it('words project updates with translated statuses', () => {
    const status = {
      event: 'status_changed',
      status: 'on_hold',
      actor_name: 'Bob',
      projectName: 'Apollo',
    };
    expect(word('update', status, 'en')).toEqual({
      title: 'Apollo is now On Hold',
      message: "Bob changed the project's status",
    });
    expect(word('update', status, 'ru').title).toBe('Apollo: статус «Приостановлен»');
    expect(word('update', status, 'ar').title).toBe('حالة Apollo الآن: متوقف مؤقتًا');
    const joined = { event: 'member_joined', member_name: 'Cy', projectName: 'Apollo' };
    expect(word('update', joined, 'en').title).toBe('Cy joined Apollo');
    expect(word('update', { ...joined, event: 'member_left' }, 'ar').title).toBe('غادر Cy Apollo');
  });

  it('words a ready data export', () => {
    const metadata = { event: 'export_ready', download_url: '/api/auth/export/x' };
    expect(word('system', metadata, 'ru').title).toBe('Экспорт ваших данных готов');
    // Rows made before the event was stored are known by their download link.
    expect(word('system', { download_url: '/api/auth/export/x' }, 'ar').title).toBe(
      'تصدير بياناتك جاهز',
    );
  });

  it('keeps the stored text of a system notification or an old row without facts', () => {
    expect(word('system', {}, 'ru')).toEqual(STORED);
    expect(word('task_assigned', {}, 'ar')).toEqual(STORED);
    expect(word('mention', { projectName: 'Apollo' }, 'ru')).toEqual(STORED);
    expect(word('update', { projectName: 'Apollo', event: 'unknown' }, 'ru')).toEqual(STORED);
  });

  it('reads an unknown language as English', () => {
    expect(wordingLanguage('ru-RU')).toBe('ru');
    expect(wordingLanguage('de')).toBe('en');
    expect(word('mention', mention, 'de').title).toBe('Alice Anders mentioned you');
  });
});

describe('wordNotification, a group', () => {
  const grouped = (count: number, language: string, type: NotificationType = 'mention') =>
    word(type, { ...mention, count }, language).title;

  it('uses the Russian one/few/many forms', () => {
    expect(grouped(1, 'ru')).toBe('Alice Anders упоминает вас');
    expect(grouped(3, 'ru')).toBe('3 упоминания в Apollo');
    expect(grouped(5, 'ru')).toBe('5 упоминаний в Apollo');
    expect(grouped(21, 'ru')).toBe('21 упоминание в Apollo');
  });

  it('uses all six Arabic forms', () => {
    const titles = [0, 1, 2, 3, 11, 100].map(
      (count) => word('comment', { ...mention, event: 'reply', count }, 'ar').title,
    );
    expect(titles).toEqual([
      // Zero and one events are not a group: the event itself.
      'ردّ Alice Anders على رسالتك',
      'ردّ Alice Anders على رسالتك',
      'تعليقان جديدان في Apollo',
      '3 تعليقات جديدة في Apollo',
      '11 تعليقًا جديدًا في Apollo',
      '100 تعليق جديد في Apollo',
    ]);
  });

  it('has a form for every Arabic and Russian count', () => {
    const ar = (n: number) => pluralText(notificationWordsAr.grouped.urgent, 'ar', n);
    expect([0, 1, 2, 3, 11, 100].map(ar)).toEqual([
      '0 رسالة عاجلة',
      'رسالة عاجلة واحدة',
      'رسالتان عاجلتان',
      '3 رسائل عاجلة',
      '11 رسالةً عاجلة',
      '100 رسالة عاجلة',
    ]);
    const ru = (n: number) => pluralText(notificationWordsRu.grouped.deadline, 'ru', n);
    expect([1, 3, 5, 21].map(ru)).toEqual([
      '1 задача с близким сроком',
      '3 задачи с близким сроком',
      '5 задач с близким сроком',
      '21 задача с близким сроком',
    ]);
  });

  it('names the project once: the latest event in the message leaves it out', () => {
    const status = {
      event: 'status_changed',
      status: 'completed',
      actor_name: 'Bob',
      projectName: 'Apollo',
      count: 2,
    };
    expect(word('update', status, 'en')).toEqual({
      title: '2 project updates in Apollo',
      message: 'Latest: The status is now Completed',
    });
    const joined = { event: 'member_joined', member_name: 'Cy', projectName: 'Apollo', count: 5 };
    expect(word('update', joined, 'ru')).toEqual({
      title: '5 обновлений проекта в Apollo',
      message: 'Последнее: Новый участник: Cy',
    });
  });

  it('words every grouped type in English', () => {
    const facts = { ...mention, actor_name: 'Bob', task_title: 'T', event: 'reply', count: 2 };
    expect(
      (['task_assigned', 'mention', 'comment', 'urgent', 'deadline'] as const).map(
        (type) => word(type, facts, 'en').title,
      ),
    ).toEqual([
      '2 tasks assigned to you in Apollo',
      'You were mentioned 2 times in Apollo',
      '2 new comments in Apollo',
      '2 urgent messages in Apollo',
      '2 tasks due soon in Apollo',
    ]);
  });
});

describe('wordNotification, mentorship', () => {
  const session = {
    session_id: 's1',
    session_topic: 'Parser review',
    actor_name: 'Alice Anders',
    scheduled_time: '2030-03-04T10:00:00.000Z',
  };

  it('words each event in each language, with the start time where it matters', () => {
    expect(word('mentorship', { ...session, event: 'accepted' }, 'en')).toEqual({
      title: 'Alice Anders accepted your session "Parser review"',
      message: 'Scheduled for Mar 4, 2030, 10:00 AM UTC',
    });
    expect(word('mentorship', { ...session, event: 'requested' }, 'ru').title).toBe(
      'Alice Anders просит вас о сессии наставничества: «Parser review»',
    );
    expect(word('mentorship', { ...session, event: 'declined' }, 'ar').title).toBe(
      'اعتذر Alice Anders عن طلب جلستك «Parser review»',
    );
    expect(word('mentorship', { ...session, event: 'no_show', missed_by: 'mentor' }, 'en')).toEqual(
      {
        title: 'Alice Anders recorded a no-show for "Parser review"',
        message: 'The mentor did not come.',
      },
    );
    expect(word('mentorship', { ...session, event: 'reminder' }, 'en').message).toBe(
      'At Mar 4, 2030, 10:00 AM UTC with Alice Anders',
    );
    for (const event of ['cancelled', 'feedback', 'expired', 'reminder']) {
      for (const language of ['en', 'ar', 'ru']) {
        const worded = word('mentorship', { ...session, event }, language);
        expect(worded.title, `${event} ${language}`).toContain('Parser review');
      }
    }
  });

  it('keeps the stored text when the facts are missing or the event is unknown', () => {
    expect(word('mentorship', { event: 'accepted' }, 'en')).toEqual(STORED);
    expect(word('mentorship', { ...session, event: 'started' }, 'en')).toEqual(STORED);
  });
});
