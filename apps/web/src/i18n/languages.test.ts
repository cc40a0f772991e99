import { describe, expect, it } from 'vitest';
import { directionOf, pickLanguage } from './languages.ts';

describe('pickLanguage (stored choice, then browser, then English)', () => {
  it.each([
    ['ru', ['ar-EG'], 'ru'],
    [null, ['ar-EG', 'en-US'], 'ar'],
    [null, ['de-DE', 'ru-RU'], 'ru'],
    [null, ['de-DE', 'fr'], 'en'],
    ['xx', ['ru'], 'ru'],
    [null, [], 'en'],
  ] as const)('stored %s, browser %j -> %s', (stored, browser, expected) => {
    expect(pickLanguage(stored, browser)).toBe(expected);
  });

  it('Arabic is right-to-left, the others left-to-right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ar-SA')).toBe('rtl');
    expect(directionOf('ru')).toBe('ltr');
    expect(directionOf('en')).toBe('ltr');
  });
});
