import { describe, expect, it } from 'vitest';
import type { Clock } from './calendar-day.ts';
import {
  BOARD_VOICE_DEADLINE_HINT,
  boardVoiceDeadline,
  boardVoicePriority,
  parseBoardVoiceTask,
} from './voice-parse-board.ts';

// Wednesday 12 March 2025.
const clock: Clock = { now: new Date('2025-03-12T15:00:00Z'), timeZone: 'UTC' };

describe('boardVoicePriority', () => {
  it.each([
    ['this is high', 'high'],
    ['High priority bug', 'high'],
    ['urgent fix', 'high'],
    ['an important meeting', 'high'],
    ['low effort task', 'low'],
    ['a minor typo', 'low'],
    ['Minor but urgent', 'high'],
    ['write the docs', 'medium'],
    ['highlight the header', 'medium'],
    ['below the fold', 'medium'],
  ])('%j is %s', (text, priority) => {
    expect(boardVoicePriority(text)).toBe(priority);
  });
});

describe('boardVoiceDeadline', () => {
  it.each([
    ['finish it tomorrow', '2025-03-13'],
    ['Tomorrow ship it', '2025-03-13'],
    ['review on Monday', '2025-03-17'],
    ['by friday', '2025-03-14'],
    ['next week', '2025-03-19'],
    ['sometime this week', '2025-03-19'],
    ['tomorrow or Monday', '2025-03-13'],
    ['Monday or Friday', '2025-03-17'],
    ['Friday next week', '2025-03-14'],
    ['write the docs', null],
    ['weekly report', null],
    ['on Tuesday', null],
  ])('%j -> %j', (text, deadline) => {
    expect(boardVoiceDeadline(text, clock)).toBe(deadline);
  });

  it('takes the next Monday, not today, when today is Monday', () => {
    const monday: Clock = { now: new Date('2025-03-17T09:00:00Z'), timeZone: 'UTC' };
    expect(boardVoiceDeadline('Monday', monday)).toBe('2025-03-24');
  });

  it('counts from the viewer day', () => {
    // 23:30 UTC on the 12th is already Thursday the 13th in Tokyo.
    const tokyo: Clock = { now: new Date('2025-03-12T23:30:00Z'), timeZone: 'Asia/Tokyo' };
    expect(boardVoiceDeadline('tomorrow', tokyo)).toBe('2025-03-14');
  });

  it('has the hint text', () => {
    expect(BOARD_VOICE_DEADLINE_HINT).toBe('Try saying "tomorrow", "Monday", or "next week"');
  });
});

describe('parseBoardVoiceTask', () => {
  it('uses the tidy transcript as the title', () => {
    expect(parseBoardVoiceTask('  fix the   urgent login bug by Friday. ', clock)).toEqual({
      title: 'Fix the urgent login bug by Friday',
      priority: 'high',
      deadline: '2025-03-14',
    });
  });
});
