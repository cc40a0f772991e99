import { FILE_NAME_MAX_LENGTH } from '@crewline/shared/contracts/files';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NameDialog } from './file-dialogs.tsx';

const nearLimit = Math.ceil(FILE_NAME_MAX_LENGTH * 0.8);

/** The rename dialog holding `initialName`, refused with `error` when one is given. */
function renderDialog(initialName: string, error: string | null = null) {
  render(
    <NameDialog
      open
      title="Rename"
      label="New name"
      submitLabel="Rename"
      initialName={initialName}
      busy={false}
      error={error}
      onSubmit={() => {}}
      onClose={() => {}}
    />,
  );
}

describe('NameDialog', () => {
  it('counts the characters of a long name near the limit, in the field’s description', async () => {
    renderDialog('n'.repeat(nearLimit - 1));
    const field = screen.getByRole('textbox', { name: 'New name' });
    expect(field).toHaveAttribute('maxLength', String(FILE_NAME_MAX_LENGTH));
    await userEvent.type(field, 'x');
    expect(screen.getByText(`${nearLimit} / ${FILE_NAME_MAX_LENGTH}`)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(
      `${nearLimit} of ${FILE_NAME_MAX_LENGTH} characters used`,
    );
  });

  it('describes the field by both the count and the refusal', () => {
    renderDialog('n'.repeat(FILE_NAME_MAX_LENGTH), 'Name is taken');
    expect(screen.getByRole('textbox', { name: 'New name' })).toHaveAccessibleDescription(
      `${FILE_NAME_MAX_LENGTH} of ${FILE_NAME_MAX_LENGTH} characters used Name is taken`,
    );
  });
});
