import { describe, expect, it } from 'vitest';
import { errorFromResponse } from './api-error.ts';

describe('errorFromResponse', () => {
  it.each([
    [401, {}, 'Authentication required. Please log in again.'],
    [403, { message: 'nope' }, 'You do not have permission to perform this action'],
    [404, { message: 'Project not found' }, 'API endpoint not found: /api/x?y=1'],
    [400, { message: 'Title is too long' }, 'Bad Request: Title is too long'],
    [400, { error: 'BAD_THING' }, 'Bad Request: BAD_THING'],
    [400, null, 'Bad Request: Invalid request data'],
    [
      422,
      {
        message: 'Invalid input',
        detail: [
          { loc: ['body', 'email'], msg: 'Invalid email' },
          { loc: ['body', 'name'], msg: 'Required' },
        ],
      },
      'Validation error: body.email - Invalid email, body.name - Required',
    ],
    [422, { message: 'Invalid input' }, 'Validation error: Invalid input'],
    [500, { message: 'boom' }, 'Server error. Please try again later.'],
    [
      409,
      { message: 'An account with this email already exists.' },
      'An account with this email already exists.',
    ],
    [429, {}, 'HTTP error! status: 429'],
    [503, 'not json', 'HTTP error! status: 503'],
  ])('%i %j -> %s', (status, body, message) => {
    const error = errorFromResponse(status, body, '/api/x?y=1');
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
  });

  it('uses the server text for a 401 that is not retried', () => {
    expect(
      errorFromResponse(401, { message: 'Invalid email or password. Please try again.' }, '/')
        .message,
    ).toBe('Invalid email or password. Please try again.');
  });
});
