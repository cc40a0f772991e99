import { TEXT_MAX_LENGTH } from '@crewline/shared/limits';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MessageEditForm } from './message-edit-form.tsx';

const nearLimit = TEXT_MAX_LENGTH * 0.8 - 1;

describe('MessageEditForm', () => {
  it('counts the characters near the limit, in the text box’s description', async () => {
    render(
      <MessageEditForm initial={'a'.repeat(nearLimit)} onSave={() => {}} onCancel={() => {}} />,
    );
    const box = screen.getByRole('textbox', { name: 'Message text' });
    expect(box).toHaveAttribute('maxLength', String(TEXT_MAX_LENGTH));
    expect(screen.queryByText(`${nearLimit} / ${TEXT_MAX_LENGTH}`)).toBeNull();
    await userEvent.type(box, 'b');
    expect(screen.getByText(`${nearLimit + 1} / ${TEXT_MAX_LENGTH}`)).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription(
      expect.stringContaining(`${nearLimit + 1} of ${TEXT_MAX_LENGTH} characters used`),
    );
  });
});
