import { describe, expect, it } from 'vitest';
import type { Clock } from './calendar-day.ts';
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

describe('boardVoicePriority in Arabic', () => {
  it.each([
    ['أصلح خطأ الدخول عاجل', 'high'],
    ['مهمة عاجلة', 'high'],
    ['مهمة عاجلةٌ', 'high'], // tashkeel
    ['اجتماع مهم', 'high'],
    ['أمر هام', 'high'],
    ['أولوية عالية', 'high'],
    ['بأولوية قصوى', 'high'],
    ['وعاجل أيضا', 'high'], // the conjunction و glued on
    ['أولوية منخفضة', 'low'],
    ['تعديل بسيط', 'low'],
    ['خطأ طفيف', 'low'],
    ['مهمة ثانوية', 'low'],
    ['قليلة الأهمية', 'low'],
    ['غير مهم', 'low'],
    ['ليس عاجلا', 'low'],
    ['بسيط لكن عاجل', 'high'],
    ['مهمة جديدة للفريق', 'medium'], // مهمة is also "task"
    ['اكتب التوثيق', 'medium'],
    ['التعليم العالي', 'medium'], // "higher" with the article is not a priority
  ])('%j is %s', (text, priority) => {
    expect(boardVoicePriority(text, 'ar')).toBe(priority);
  });
});

describe('boardVoiceDeadline in Arabic', () => {
  it.each([
    ['أنهها غدا', '2025-03-13'],
    ['أنهها غداً', '2025-03-13'],
    ['أنهها غدًا', '2025-03-13'],
    ['بكرة', '2025-03-13'],
    ['بكره', '2025-03-13'],
    ['بعد غد', '2025-03-14'],
    ['يوم الاثنين', '2025-03-17'],
    ['يوم الإثنين', '2025-03-17'],
    ['بحلول الجمعة', '2025-03-14'],
    ['قبل الجمعه', '2025-03-14'],
    ['الأسبوع القادم', '2025-03-19'],
    ['غدا أو الاثنين', '2025-03-13'],
    ['يوم الثلاثاء', null], // the board knows Monday and Friday only, as in English
    ['موعد الغداء', null], // lunch is not tomorrow
    ['اكتب التوثيق', null],
  ])('%j -> %j', (text, deadline) => {
    expect(boardVoiceDeadline(text, clock, 'ar')).toBe(deadline);
  });
});

describe('dashboardVoicePriority in Arabic', () => {
  it.each([
    ['عاجل: أصلح الخادم', 'high'],
    ['مستعجلة', 'high'],
    ['بأولوية عالية', 'high'],
    ['ذات أولوية قصوى', 'high'],
    ['الأولوية العالية', 'high'],
    ['بأولوية منخفضة', 'low'],
    ['أولويّة منخفضة', 'low'],
    ['غير عاجل', 'low'],
    ['اجتماع مهم', 'medium'], // the dashboard knows urgent and high priority only
    ['تعديل بسيط', 'medium'],
    ['اكتب التوثيق', 'medium'],
  ])('%j is %s', (text, priority) => {
    expect(dashboardVoicePriority(text, 'ar')).toBe(priority);
  });
});

describe('dashboardVoiceDeadline in Arabic', () => {
  it.each([
    ['أنه التقرير بحلول الجمعة', 'بحلول الجمعة'],
    ['أنه التقرير قبل الجمعة', 'قبل الجمعة'],
    ['اجتماع يوم الاثنين', 'يوم الاثنين'],
    ['حتى يوم الخميس', 'حتى يوم الخميس'],
    ['بحلول الأحد', 'بحلول الأحد'],
    ['قبل الثلاثاء', 'قبل الثلاثاء'],
    ['بحلول الأربعاء القادم', 'بحلول الأربعاء القادم'],
    ['يوم السبت', 'يوم السبت'],
    ['بنهاية الشهر', 'بنهاية الشهر'],
    ['قبل نهاية الأسبوع', 'قبل نهاية الأسبوع'],
    ['في نهاية اليوم', 'في نهاية اليوم'],
    ['بحلول نهاية العام', 'بحلول نهاية العام'],
    ['الأسبوع القادم', 'الأسبوع القادم'],
    ['في الأسبوع المقبل', 'في الأسبوع المقبل'],
    ['خلال أسبوع', 'خلال أسبوع'],
    ['الشهر القادم', 'الشهر القادم'],
    ['حضّر العرض غداً', 'غداً'],
    ['بعد غد', 'بعد غد'],
    ['اجتماع يوم الاثنين والتسليم بحلول الجمعة', 'بحلول الجمعة'], // a "by" deadline wins
    ['اكتب التوثيق', null],
  ])('%j -> %j', (text, deadline) => {
    expect(dashboardVoiceDeadline(text, 'ar')).toBe(deadline);
  });
});

describe('resolveDeadlinePhrase in Arabic', () => {
  it.each([
    ['بحلول الجمعة', '2025-03-14'],
    ['يوم الإثنين', '2025-03-17'],
    ['الأربعاء', '2025-03-19'], // today is Wednesday: the next one
    ['بنهاية الأسبوع', '2025-03-14'],
    ['بنهاية الشهر', '2025-03-31'],
    ['آخر السنة', '2025-12-31'],
    ['نهاية اليوم', '2025-03-12'],
    ['الأسبوع القادم', '2025-03-19'],
    ['الأسبوع المقبل', '2025-03-19'],
    ['الشهر المقبل', '2025-04-12'],
    ['اليوم', '2025-03-12'],
    ['غداً', '2025-03-13'],
    ['بكرة', '2025-03-13'],
    ['بعد غد', '2025-03-14'],
    ['قريبا', null],
  ])('%j -> %j', (phrase, day) => {
    expect(resolveDeadlinePhrase(phrase, clock, 'ar')).toBe(day);
  });
});

describe('dashboardVoiceAssignee in Arabic', () => {
  it.each([
    ['أسندها إلى سارة', 'سارة'],
    ['عيّن المهمة إلى أحمد', 'أحمد'],
    ['عين المهمة لمريم', 'مريم'],
    ['عيّنها لـسارة', 'سارة'],
    ['وأسندها لـ عمر', 'عمر'],
    ['كلّف خالد بالمراجعة', 'خالد'],
    ['يجب على ليلى أن تراجعها', 'ليلى'],
    ['على يوسف أن يحدث التوثيق', 'يوسف'],
    ['سارة سوف تحدث التوثيق', 'سارة'],
    ['التقرير لـ نور', 'نور'],
    ['أسندها لي', 'لي'],
    ['نحن سوف نصلحها', null],
    ['الفريق سوف يراجع', null],
    ['اكتب التوثيق', null],
  ])('%j -> %j', (text, assignee) => {
    expect(dashboardVoiceAssignee(text, 'ar')).toBe(assignee);
  });
});

describe('splitBulletPoints in Arabic', () => {
  it.each([
    ['أصلح الخطأ ثم انشره', ['أصلح الخطأ', 'انشره']],
    ['أصلح الخطأ، ومن ثم انشره', ['أصلح الخطأ', 'انشره']],
    ['حدث التوثيق وأيضاً أنشئ إصدارا', ['حدث التوثيق', 'أنشئ إصدارا']],
    ['حدث التوثيق أيضا أنشئ إصدارا', ['حدث التوثيق', 'أنشئ إصدارا']],
    ['اكتب الاختبارات. بالإضافة إلى ذلك حدّث السجل', ['اكتب الاختبارات', 'حدّث السجل']],
    ['نظف الجدول، كذلك أرشف الصفوف', ['نظف الجدول', 'أرشف الصفوف']],
    ['نظف الجدول وكذلك أرشف الصفوف', ['نظف الجدول', 'أرشف الصفوف']],
    [
      'خطط للسباق ثم احجز القاعة وأيضا راسل الفريق كذلك اطلب الطعام',
      ['خطط للسباق', 'احجز القاعة', 'راسل الفريق', 'اطلب الطعام'],
    ],
    ['ما ثمن الخادم', []], // ثمن (price) is not ثم
    ['مهمة واحدة', []],
    ['ثم', []],
  ])('%j -> %j', (text, bullets) => {
    expect(splitBulletPoints(text, 'ar')).toEqual(bullets);
  });
});

describe('parsing an Arabic transcript', () => {
  it('fills every field of the preview', () => {
    expect(
      parseDashboardVoiceTask(
        'عاجل: انقل قاعدة البيانات بحلول الجمعة ثم أبلغ المستخدمين. أسندها إلى سارة.',
        clock,
        'ar',
      ),
    ).toEqual({
      title: 'عاجل: انقل قاعدة البيانات بحلول الجمعة',
      description: 'عاجل: انقل قاعدة البيانات بحلول الجمعة ثم أبلغ المستخدمين. أسندها إلى سارة',
      priority: 'high',
      deadline: 'بحلول الجمعة',
      deadlineDate: '2025-03-14',
      assignee: 'سارة',
      bulletPoints: ['عاجل: انقل قاعدة البيانات بحلول الجمعة', 'أبلغ المستخدمين. أسندها إلى سارة'],
    });
  });

  it('keeps the tashkeel of the words it cuts out', () => {
    expect(parseDashboardVoiceTask('حضّر العرض غداً، وعيّنها لِسارةَ،', clock, 'ar')).toMatchObject({
      title: 'حضّر العرض غداً، وعيّنها لِسارةَ',
      deadline: 'غداً',
      deadlineDate: '2025-03-13',
      assignee: 'سارةَ',
    });
  });

  it('parses the board flavour', () => {
    expect(parseBoardVoiceTask(' أصلح خطأ الدخول العاجل بحلول الجمعة. ', clock, 'ar')).toEqual({
      title: 'أصلح خطأ الدخول العاجل بحلول الجمعة',
      priority: 'medium', // العاجل with the article is "the urgent one", not a priority word
      deadline: '2025-03-14',
    });
  });
});
