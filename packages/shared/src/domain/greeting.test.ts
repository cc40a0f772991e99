import { describe, expect, it } from 'vitest';
import { greetingName, greetingPeriod, greetingText } from './greeting.ts';

const at = (h: number, m = 0) => new Date(2025, 0, 15, h, m, 0);

describe('greetingPeriod', () => {
  it.each([
    [0, 0, 'morning'],
    [11, 59, 'morning'],
    [12, 0, 'afternoon'],
    [16, 59, 'afternoon'],
    [17, 0, 'evening'],
    [23, 59, 'evening'],
  ])('%i:%i is %s', (h, m, period) => {
    expect(greetingPeriod(at(h, m))).toBe(period);
  });
});

describe('greetingText', () => {
  it('uses the name', () => {
    expect(greetingText(at(9), 'Ada')).toBe('Good morning, Ada');
  });
  it.each([null, undefined, '', '   '])('falls back to "User" for %j', (name) => {
    expect(greetingText(at(18), name)).toBe('Good evening, User');
    expect(greetingName(name)).toBeNull();
  });
});
