import { TEXT_MAX_LENGTH } from '@crewline/shared/limits';
import { render, screen } from '@testing-library/react';
import { describe, it } from 'vitest';
import { expectCounterNearLimit } from '../../../test/expect-counter.ts';
import { MessageEditForm } from './message-edit-form.tsx';

const nearLimit = TEXT_MAX_LENGTH * 0.8 - 1;

describe('MessageEditForm', () => {
  it('counts the characters near the limit, in the text box’s description', async () => {
    render(
      <MessageEditForm initial={'a'.repeat(nearLimit)} onSave={() => {}} onCancel={() => {}} />,
    );
    const box = screen.getByRole('textbox', { name: 'Message text' });
    await expectCounterNearLimit(box, nearLimit, TEXT_MAX_LENGTH);
  });
});
