import { describe, expect, it } from 'vitest';
import type { Clock } from './calendar-day.ts';
import type { VoiceLanguage } from './voice-language.ts';
import {
  boardVoiceDeadline,
  boardVoicePriority,
  parseBoardVoiceTask,
} from './voice-parse-board.ts';
import {
  dashboardVoiceAssignee,
  dashboardVoiceDeadline,
  dashboardVoicePriority,
  parseDashboardVoiceTask,
  resolveDeadlinePhrase,
  splitBulletPoints,
} from './voice-parse-dashboard.ts';

// Wednesday 12 March 2025.
const clock: Clock = { now: new Date('2025-03-12T15:00:00Z'), timeZone: 'UTC' };

describe('boardVoicePriority in Russian', () => {
  it.each([
    ['срочно починить вход', 'high'],
    ['Срочная задача', 'high'],
    ['это важно', 'high'],
    ['важная встреча', 'high'],
    ['высокий приоритет', 'high'],
    ['критичная ошибка', 'high'],
    ['низкий приоритет', 'low'],
    ['низкая важность', 'high'], // a high word wins, as in English "minor but urgent"
    ['незначительная опечатка', 'low'],
    ['второстепенная правка', 'low'],
    ['мелкая правка', 'low'],
    ['неважно, когда', 'low'],
    ['не срочно', 'low'],
    ['не очень важно', 'low'],
    ['не срочно, но важно', 'high'],
    ['написать документацию', 'medium'],
    ['бессрочно отложить', 'medium'], // бессрочно is not срочно
    ['ВАЖНО', 'high'],
  ])('%j is %s', (text, priority) => {
    expect(boardVoicePriority(text, 'ru')).toBe(priority);
  });
});

describe('boardVoiceDeadline in Russian', () => {
  it.each([
    ['сделать завтра', '2025-03-13'],
    ['Завтра выкатить', '2025-03-13'],
    ['послезавтра выкатить', '2025-03-14'],
    ['в понедельник', '2025-03-17'],
    ['к понедельнику', '2025-03-17'],
    ['до понедельника', '2025-03-17'],
    ['в пятницу', '2025-03-14'],
    ['к пятнице', '2025-03-14'],
    ['до пятницы', '2025-03-14'],
    ['на следующей неделе', '2025-03-19'],
    ['через неделю', '2025-03-19'],
    ['завтра или в пятницу', '2025-03-13'],
    ['во вторник', null], // the board knows Monday and Friday only, as in English
    ['написать документацию', null],
    ['еженедельный отчёт', null],
  ])('%j -> %j', (text, deadline) => {
    expect(boardVoiceDeadline(text, clock, 'ru')).toBe(deadline);
  });
});

describe('dashboardVoicePriority in Russian', () => {
  it.each([
    ['срочно: починить прод', 'high'],
    ['это срочная задача', 'high'],
    ['с высоким приоритетом', 'high'],
    ['высокий приоритет', 'high'],
    ['приоритет: высокий', 'high'],
    ['наивысший приоритет', 'high'],
    ['низкий приоритет', 'low'],
    ['с низким приоритетом', 'low'],
    ['приоритет низкий', 'low'],
    ['не срочно', 'low'],
    ['важная встреча', 'medium'], // the dashboard knows urgent and high priority only
    ['мелкая опечатка', 'medium'],
    ['написать документацию', 'medium'],
  ])('%j is %s', (text, priority) => {
    expect(dashboardVoicePriority(text, 'ru')).toBe(priority);
  });
});

describe('dashboardVoiceDeadline in Russian', () => {
  it.each([
    ['сдать отчёт к пятнице', 'к пятнице'],
    ['сдать отчёт до пятницы', 'до пятницы'],
    ['созвон в понедельник', 'в понедельник'],
    ['созвон во вторник', 'во вторник'],
    ['к среде', 'к среде'],
    ['до четверга', 'до четверга'],
    ['в субботу', 'в субботу'],
    ['к воскресенью', 'к воскресенью'],
    ['к следующей пятнице', 'к следующей пятнице'],
    ['закончить до конца месяца', 'до конца месяца'],
    ['закончить к концу недели', 'к концу недели'],
    ['в конце дня', 'в конце дня'],
    ['до конца года', 'до конца года'],
    ['на следующей неделе', 'на следующей неделе'],
    ['через неделю', 'через неделю'],
    ['в следующем месяце', 'в следующем месяце'],
    ['сделать завтра', 'завтра'],
    ['до завтра', 'до завтра'],
    ['послезавтра', 'послезавтра'],
    ['созвон в понедельник, сдать к пятнице', 'к пятнице'], // a "by" deadline wins
    ['Сдать отчёт до ПЯТНИЦЫ.', 'до ПЯТНИЦЫ'],
    ['среди прочего', null],
    ['написать документацию', null],
  ])('%j -> %j', (text, deadline) => {
    expect(dashboardVoiceDeadline(text, 'ru')).toBe(deadline);
  });
});

describe('resolveDeadlinePhrase in Russian', () => {
  it.each([
    ['к пятнице', '2025-03-14'],
    ['до пятницы', '2025-03-14'],
    ['в понедельник', '2025-03-17'],
    ['к среде', '2025-03-19'], // today is Wednesday: the next one
    ['до конца недели', '2025-03-14'],
    ['до конца месяца', '2025-03-31'],
    ['до конца года', '2025-12-31'],
    ['в конце дня', '2025-03-12'],
    ['на следующей неделе', '2025-03-19'],
    ['через неделю', '2025-03-19'],
    ['в следующем месяце', '2025-04-12'],
    ['сегодня', '2025-03-12'],
    ['завтра', '2025-03-13'],
    ['послезавтра', '2025-03-14'],
    ['когда-нибудь', null],
  ])('%j -> %j', (phrase, day) => {
    expect(resolveDeadlinePhrase(phrase, clock, 'ru')).toBe(day);
  });
});

describe('dashboardVoiceAssignee in Russian', () => {
  it.each([
    ['назначить на Марию', 'Марию'],
    ['Назначь задачу на Ивана', 'Ивана'],
    ['поручить Марии', 'Марии'],
    ['поручи это Андрею', 'Андрею'],
    ['отчёт для Анны', 'Анны'],
    ['Для Олега: обновить сервер', 'Олега'],
    ['Мария должна обновить документацию', 'Мария'],
    ['Пётр займётся релизом', 'Пётр'],
    ['ответственный: Игорь', 'Игорь'],
    ['назначь на меня', 'меня'],
    ['исправить баг для клиента', null], // lower case after "для": not a name
    ['мы должны всё исправить', null],
    ['кто-то должен это сделать', null],
    ['написать документацию', null],
  ])('%j -> %j', (text, assignee) => {
    expect(dashboardVoiceAssignee(text, 'ru')).toBe(assignee);
  });
});

describe('splitBulletPoints in Russian', () => {
  it.each([
    ['починить баг, а потом выкатить', ['Починить баг', 'Выкатить']],
    ['починить баг и потом выкатить', ['Починить баг', 'Выкатить']],
    ['обновить доки, затем поставить тег', ['Обновить доки', 'Поставить тег']],
    ['написать тесты, а также обновить changelog', ['Написать тесты', 'Обновить changelog']],
    ['написать тесты. Также обновить changelog', ['Написать тесты', 'Обновить changelog']],
    ['рефакторинг, кроме того добавить логи', ['Рефакторинг', 'Добавить логи']],
    ['почистить таблицу плюс архивировать строки', ['Почистить таблицу', 'Архивировать строки']],
    [
      'спланировать спринт, затем забронировать зал, также написать команде плюс заказать еду',
      ['Спланировать спринт', 'Забронировать зал', 'Написать команде', 'Заказать еду'],
    ],
    ['сделать так же, как вчера', []], // "так же" (the same way) is not "также"
    ['посчитать плюсы и минусы', []],
    ['одна задача', []],
    ['затем', []],
  ])('%j -> %j', (text, bullets) => {
    expect(splitBulletPoints(text, 'ru')).toEqual(bullets);
  });
});

describe('parsing a Russian transcript', () => {
  it('fills every field of the preview', () => {
    expect(
      parseDashboardVoiceTask(
        'срочно: перенести базу к пятнице, а потом предупредить пользователей. Поручить Марии.',
        clock,
        'ru',
      ),
    ).toEqual({
      title: 'Срочно: перенести базу к пятнице',
      description:
        'Срочно: перенести базу к пятнице, а потом предупредить пользователей. Поручить Марии',
      priority: 'high',
      deadline: 'к пятнице',
      deadlineDate: '2025-03-14',
      assignee: 'Марии',
      bulletPoints: [
        'Срочно: перенести базу к пятнице',
        'Предупредить пользователей. Поручить Марии',
      ],
    });
  });

  it('marks the speaker as the assignee', () => {
    expect(parseDashboardVoiceTask('назначь на меня', clock, 'ru')).toMatchObject({
      assignee: 'меня',
      assigneeIsSelf: true,
    });
  });

  it('parses the board flavour', () => {
    expect(parseBoardVoiceTask('  срочно починить вход  к пятнице. ', clock, 'ru')).toEqual({
      title: 'Срочно починить вход к пятнице',
      priority: 'high',
      deadline: '2025-03-14',
    });
  });

  it('reads Russian as English when told the language is English', () => {
    expect(parseBoardVoiceTask('срочно к пятнице', clock)).toMatchObject({
      priority: 'medium',
      deadline: null,
    });
  });

  it('reads a language it has no words for as English', () => {
    const french = 'fr' as VoiceLanguage; // a caller outside TypeScript's reach
    expect(parseBoardVoiceTask('urgent vendredi, by Friday', clock, french)).toMatchObject({
      priority: 'high',
      deadline: '2025-03-14',
    });
  });
});
