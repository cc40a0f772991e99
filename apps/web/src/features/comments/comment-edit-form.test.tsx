import { TEXT_MAX_LENGTH } from '@crewline/shared/limits';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, it } from 'vitest';
import { expectCounterNearLimit } from '../../test/expect-counter.ts';
import { CommentEditForm } from './comment-edit-form.tsx';

const nearLimit = TEXT_MAX_LENGTH * 0.8 - 1;

function Editing() {
  const [draft, setDraft] = useState('a'.repeat(nearLimit));
  return (
    <CommentEditForm
      draft={draft}
      onDraftChange={setDraft}
      candidates={[]}
      onPick={() => {}}
      onSave={() => {}}
      onCancel={() => {}}
      error={null}
      autoFocus
    />
  );
}

describe('CommentEditForm', () => {
  it('counts the characters near the limit, in the text box’s description', async () => {
    render(<Editing />);
    const box = screen.getByRole('textbox', { name: 'Comment text' });
    await expectCounterNearLimit(box, nearLimit, TEXT_MAX_LENGTH);
  });
});
