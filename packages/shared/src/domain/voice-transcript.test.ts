import { describe, expect, it } from 'vitest';
import { cleanTranscript } from './voice-transcript.ts';

describe('cleanTranscript', () => {
  it.each([
    ['  fix   the bug. ', 'Fix the bug'],
    ['Fix the bug...', 'Fix the bug'],
    ['is it done?', 'Is it done?'],
    ['', ''],
  ])('%j -> %j', (text, clean) => {
    expect(cleanTranscript(text)).toBe(clean);
  });
});
