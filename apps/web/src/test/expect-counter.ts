import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Checks a text box holding `filled` characters, one short of where its counter appears: no
 * counter yet; one more character shows "n / limit" and puts the count in the box's description.
 */
export async function expectCounterNearLimit(box: HTMLElement, filled: number, limit: number) {
  expect(box).toHaveAttribute('maxLength', String(limit));
  expect(screen.queryByText(`${filled} / ${limit}`)).toBeNull();
  await userEvent.type(box, 'b');
  expect(screen.getByText(`${filled + 1} / ${limit}`)).toBeInTheDocument();
  expect(box).toHaveAccessibleDescription(
    expect.stringContaining(`${filled + 1} of ${limit} characters used`),
  );
}
