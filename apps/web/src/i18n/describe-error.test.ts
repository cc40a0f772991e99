import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH } from '@crewline/shared/limits';
import { translatorIn } from '../test/translator-in.ts';
import { errorFromResponse } from '../api/api-error.ts';
import { describeError, errorSentence } from './describe-error.ts';

// The body the server sends for a 201-character project name.
const tooLongName = errorFromResponse(
  422,
  {
    error: 'VALIDATION_ERROR',
    message: 'name: Too big: expected string to have <=200 characters',
    detail: [{ loc: ['body', 'name'], msg: 'Too big: expected string to have <=200 characters' }],
    errors: [{ field: 'name', reason: 'too_long', limit: NAME_MAX_LENGTH }],
  },
  '/api/projects',
);

describe('errorSentence', () => {
  it.each([
    ['en', 'Name is too long: at most 200 characters.'],
    ['ar', 'الحقل «الاسم» طويل جدًا: 200 حرف على الأكثر.'],
    ['ru', 'Поле «Имя» слишком длинное: не более 200 символов.'],
  ] as const)('words a too-long name with its limit in %s', async (lng, expected) => {
    const t = await translatorIn(lng);
    expect(errorSentence(tooLongName, t)).toBe(expected);
  });

  it.each([
    ['en', 'Something went wrong. Please try again.'],
    ['ar', 'حدث خطأ ما. يرجى المحاولة مرة أخرى.'],
    ['ru', 'Что-то пошло не так. Попробуйте ещё раз.'],
  ] as const)(
    'falls back to a generic sentence for an unknown code in %s',
    async (lng, expected) => {
      const t = await translatorIn(lng);
      const unknown = errorFromResponse(418, { error: 'TEAPOT_OVERFLOW', message: 'Teapot' }, '/x');
      expect(errorSentence(unknown, t)).toBe(expected);
      expect(errorSentence(new Error('boom'), t)).toBe(expected);
    },
  );

  it('never shows the technical English of a 422 in Arabic or Russian', async () => {
    for (const lng of ['ar', 'ru'] as const) {
      const t = await translatorIn(lng);
      const missing = errorFromResponse(
        422,
        {
          error: 'VALIDATION_ERROR',
          message: 'email: Invalid input',
          detail: [{ loc: ['body', 'email'], msg: 'Invalid input' }],
          errors: [
            { field: 'email', reason: 'invalid_email' },
            { field: 'items.0.zzz', reason: 'required' },
          ],
        },
        '/api/auth/register',
      );
      const text = errorSentence(missing, t);
      expect(text).not.toMatch(/[A-Za-z]{3,}/);
      // A rule the server words itself, with no facts: named as not accepted, in the language.
      const domain = errorFromResponse(
        422,
        {
          error: 'VALIDATION_ERROR',
          message: 'The assignee must be a member of the project',
          detail: [{ loc: ['body', 'assignee_id'], msg: 'The assignee must be a member' }],
        },
        '/api/tasks',
      );
      expect(errorSentence(domain, t)).not.toMatch(/[A-Za-z]{3,}/);
    }
  });

  it('keeps a rule the server words itself in English, and translates known codes', async () => {
    const t = await translatorIn('en');
    const domain = errorFromResponse(
      422,
      {
        error: 'VALIDATION_ERROR',
        message: 'Please select a future date and time',
        detail: [{ loc: ['body', 'scheduled_time'], msg: 'Please select a future date and time' }],
      },
      '/api/messages/scheduled',
    );
    expect(errorSentence(domain, t)).toBe('Please select a future date and time');
    const tooLarge = errorFromResponse(413, { error: 'PAYLOAD_TOO_LARGE', message: 'x' }, '/x');
    expect(describeError(tooLarge, await translatorIn('ru'), 'fallback')).toBe(
      'Это слишком большое, чтобы отправить.',
    );
  });
});
