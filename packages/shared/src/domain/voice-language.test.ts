import { describe, expect, it } from 'vitest';
import {
  normalizeVoiceText,
  normalizeVoiceWord,
  originalSlice,
  voiceLanguageOf,
  wholeWords,
} from './voice-language.ts';

describe('normalizeVoiceWord', () => {
  it.each([
    ['Friday', 'friday'],
    ['José', 'jose'],
    ['Пётр', 'петр'],
    ['ЁЛКА', 'елка'],
    ['Андрей', 'андрей'], // й is a letter of its own
    ['أحمد', 'احمد'],
    ['إيمان', 'ايمان'],
    ['آمنة', 'امنه'],
    ['ٱلله', 'الله'],
    ['سؤال', 'سوال'],
    ['مسئول', 'مسيول'],
    ['ليلى', 'ليلي'],
    ['مُحَمَّدٌ', 'محمد'], // tashkeel
    ['غداً', 'غدا'],
    ['عـــاجل', 'عاجل'], // tatweel
    ['لـسارة', 'ل ساره'], // the preposition ل drawn out with tatweel stands apart
  ])('%j -> %j', (text, normal) => {
    expect(normalizeVoiceWord(text)).toBe(normal);
  });
});

describe('originalSlice', () => {
  it('cuts a phrase found in the normalised text out of the original, marks included', () => {
    const original = 'حضّر العرضَ غداً، شكراً';
    const normal = normalizeVoiceText(original);
    const start = normal.text.indexOf('غدا');
    expect(originalSlice(original, normal, start, start + 3)).toBe('غداً');
    expect(originalSlice(original, normal, start, start)).toBe('');
  });

  it('maps Cyrillic back through ё', () => {
    const original = 'Отчёт к пятнице';
    const normal = normalizeVoiceText(original);
    expect(normal.text).toBe('отчет к пятнице');
    expect(originalSlice(original, normal, 0, 5)).toBe('Отчёт');
  });
});

describe('wholeWords', () => {
  const ru = new RegExp(wholeWords('завтра'), 'u');
  const ar = new RegExp(wholeWords('ثم', '[وف]?'), 'u');
  it.each([
    [ru, 'сделать завтра', true],
    [ru, 'завтра.', true],
    [ru, 'послезавтра', false],
    [ru, 'завтрашний', false],
    [ar, 'اكتب ثم انشر', true],
    [ar, 'اكتب وثم انشر', true],
    [ar, 'ثمن', false],
    [ar, 'اثم', false],
  ])('%s in %j: %s', (pattern, text, found) => {
    expect(pattern.test(text)).toBe(found);
  });
});

describe('voiceLanguageOf', () => {
  it.each([
    ['en', 'en'],
    ['ar', 'ar'],
    ['ar-SA', 'ar'],
    ['ru_RU', 'ru'],
    ['RU', 'ru'],
    ['fr', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%j is %s', (tag, language) => {
    expect(voiceLanguageOf(tag)).toBe(language);
  });
});
