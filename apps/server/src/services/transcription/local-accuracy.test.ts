// Opt-in: runs only with a Whisper model on disk (WHISPER_MODEL_DIR) and espeak-ng installed.
//   WHISPER_MODEL_DIR=data/models/onnx-community/whisper-base npx vitest run apps/server/src/services/transcription/local-accuracy.test.ts
// Speaks sentences in the three interface languages with espeak-ng, transcribes them with the
// local engine and prints the word error rate (and the real-time factor) of each.
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import type { TranscribeLanguage } from '@crewline/shared/contracts/transcribe';
import { decodeAudio } from '../audio/decode-audio.ts';
import { createLocalEngine } from './local-engine.ts';
import { locateWhisperModel } from './whisper-model.ts';

const modelDir = process.env.WHISPER_MODEL_DIR;

const SENTENCES: Record<TranscribeLanguage, string[]> = {
  en: [
    'Urgent fix the login page by Friday and assign it to Maria',
    'Write the release notes tomorrow, low priority',
    'Prepare the budget review for next week and then send it to the team',
  ],
  ru: ['Срочно исправить страницу входа до пятницы', 'Подготовить отчёт завтра'],
  ar: ['أصلح صفحة تسجيل الدخول غدا', 'جهز التقرير الأسبوع القادم'],
};

/** Lower-case words, punctuation dropped (Whisper adds commas and full stops). */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** Word error rate: word-level edit distance over the reference's length. */
export function wordErrorRate(reference: string, heard: string): number {
  const ref = words(reference);
  const hyp = words(heard);
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= hyp.length; j += 1) {
      const substitution = previous[j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1);
      current[j] = Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1);
    }
    previous = current;
  }
  return ref.length === 0 ? 0 : previous[hyp.length]! / ref.length;
}

/** espeak-ng's voice for a sentence: a WAV on stdout (22.05 kHz mono). */
function speak(text: string, language: TranscribeLanguage): Buffer {
  return execFileSync('espeak-ng', ['-v', language, '-s', '150', '--stdout', text], {
    maxBuffer: 16 * 1024 * 1024,
  });
}

describe('wordErrorRate', () => {
  it('counts substitutions, insertions and deletions against the reference', () => {
    expect(wordErrorRate('fix the login page', 'Fix the login page.')).toBe(0);
    expect(wordErrorRate('fix the login page', 'fix a login page')).toBe(0.25);
    expect(wordErrorRate('fix the login page', 'fix login page now')).toBe(0.5);
  });
});

describe.skipIf(!modelDir)('the local engine on espeak-ng speech (opt-in accuracy)', () => {
  const engine = createLocalEngine({
    location: locateWhisperModel({
      dataDir: '/unused',
      whisperModelDir: modelDir,
      whisperModel: '',
    }),
  });
  afterAll(() => engine.close());

  for (const language of ['en', 'ru', 'ar'] as const) {
    it(`transcribes ${language} sentences and prints the word error rate`, async () => {
      let errors = 0;
      let total = 0;
      for (const sentence of SENTENCES[language]) {
        const bytes = speak(sentence, language);
        const audio = await decodeAudio(bytes);
        const started = performance.now();
        const heard = await engine.transcribe(audio, { bytes, format: 'wav' }, language);
        const ms = performance.now() - started;
        const wer = wordErrorRate(sentence, heard.text);
        errors += wer * words(sentence).length;
        total += words(sentence).length;
        console.log(
          `[${language}] WER ${(wer * 100).toFixed(0)} % · RTF ${(ms / audio.durationMs).toFixed(2)}` +
            ` · "${sentence}" → "${heard.text}"`,
        );
      }
      const overall = errors / total;
      console.log(`[${language}] overall WER ${(overall * 100).toFixed(1)} % over ${total} words`);
      // Synthetic speech is harder than a person's; this only catches a broken pipeline.
      expect(overall).toBeLessThan(language === 'en' ? 0.5 : 0.9);
    }, 300_000);
  }
});
