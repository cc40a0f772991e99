import { describe, expect, it } from 'vitest';
import {
  ASSIGNEE_OBSERVER,
  alreadyInFolder,
  timeEntryOverlap,
} from '@crewline/shared/contracts/rule-sentences';
import { SCHEDULED_TIME_NOT_FUTURE } from '@crewline/shared/contracts/scheduled-messages';
import { translatorIn } from '../test/translator-in.ts';
import { errorFromResponse } from '../api/api-error.ts';
import { errorSentence } from './describe-error.ts';
import { ruleSentence } from './rule-sentences.ts';
import { KNOWN_RULE_SENTENCES } from '../test/known-rule-sentences.ts';

/** The 422 the server sends for a domain rule: the rule's sentence, on the field it concerns. */
function refusal(sentence: string, field = 'assignee_id') {
  return errorFromResponse(
    422,
    {
      error: 'VALIDATION_ERROR',
      message: sentence,
      detail: [{ loc: ['body', field], msg: sentence }],
    },
    '/api/tasks',
  );
}

describe('rule sentences', () => {
  it('recognises every rule the server words and says it in English exactly as the server does', async () => {
    const t = await translatorIn('en');
    for (const sentence of KNOWN_RULE_SENTENCES) expect(ruleSentence(sentence, t)).toBe(sentence);
  });

  it('has every known rule in Arabic and Russian, in their own script', async () => {
    for (const [lng, script] of [
      ['ar', /\p{Script=Arabic}/u],
      ['ru', /\p{Script=Cyrillic}/u],
    ] as const) {
      const t = await translatorIn(lng);
      for (const sentence of KNOWN_RULE_SENTENCES) {
        const said = ruleSentence(sentence, t);
        expect(said, sentence).toMatch(script);
        expect(said, sentence).not.toContain('errors.rules');
      }
    }
  });

  it.each([
    ['en', ASSIGNEE_OBSERVER],
    ['ar', 'لا يمكن إسناد المهام إلى مراقب'],
    ['ru', 'Наблюдателю нельзя назначать задачи'],
  ] as const)('shows an observer assignee refusal in %s', async (lng, expected) => {
    const t = await translatorIn(lng);
    expect(errorSentence(refusal(ASSIGNEE_OBSERVER), t)).toBe(expected);
  });

  it('translates a rule sent as a 409 conflict, with the name it carries', async () => {
    const conflict = errorFromResponse(
      409,
      { error: 'CONFLICT', message: alreadyInFolder('Plan.pdf') },
      '/api/files/x/move',
    );
    expect(errorSentence(conflict, await translatorIn('ar'))).toBe(
      '«Plan.pdf» موجود في ذلك المجلد بالفعل؛ أعد تسمية أحدهما أولًا',
    );
    expect(errorSentence(conflict, await translatorIn('en'))).toBe(alreadyInFolder('Plan.pdf'));
  });

  it('words a time overlap with its times in the reader’s language', async () => {
    const t = await translatorIn('ru');
    const start = new Date('2030-01-07T09:00:00Z');
    const said = errorSentence(
      refusal(timeEntryOverlap('e9', start, new Date('2030-01-07T10:00:00Z')), 'start_time'),
      t,
    );
    expect(said).toMatch(/^Пересекается с другой вашей записью времени \(.*2030.* – .*2030.*\)$/u);
    expect(said).not.toContain('T09:00');
    const running = errorSentence(refusal(timeEntryOverlap('e9', start, null), 'start_time'), t);
    expect(running).toMatch(/^Пересекается с вашим запущенным таймером/u);
  });

  it('says which field was not accepted for a rule it does not know, never the English', async () => {
    const t = await translatorIn('ru');
    const said = errorSentence(refusal('Some brand new rule', 'scheduled_time'), t);
    expect(said).not.toContain('brand new');
    expect(said).toContain('Время отправки');
    expect(errorSentence(refusal(SCHEDULED_TIME_NOT_FUTURE, 'scheduled_time'), t)).toBe(
      'Выберите дату и время в будущем',
    );
  });
});
