import { FILE_NAME_MAX_LENGTH } from '@crewline/shared/contracts/files';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NameDialog } from './file-dialogs.tsx';

const nearLimit = Math.ceil(FILE_NAME_MAX_LENGTH * 0.8);

describe('NameDialog', () => {
  it('counts the characters of a long name near the limit, in the field’s description', async () => {
    render(
      <NameDialog
        open
        title="Rename"
        label="New name"
        submitLabel="Rename"
        initialName={'n'.repeat(nearLimit - 1)}
        busy={false}
        error={null}
        onSubmit={() => {}}
        onClose={() => {}}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'New name' });
    expect(field).toHaveAttribute('maxLength', String(FILE_NAME_MAX_LENGTH));
    await userEvent.type(field, 'x');
    expect(screen.getByText(`${nearLimit} / ${FILE_NAME_MAX_LENGTH}`)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(
      `${nearLimit} of ${FILE_NAME_MAX_LENGTH} characters used`,
    );
  });

  it('describes the field by both the count and the refusal', () => {
    render(
      <NameDialog
        open
        title="Rename"
        label="New name"
        submitLabel="Rename"
        initialName={'n'.repeat(FILE_NAME_MAX_LENGTH)}
        busy={false}
        error="Name is taken"
        onSubmit={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'New name' })).toHaveAccessibleDescription(
      `${FILE_NAME_MAX_LENGTH} of ${FILE_NAME_MAX_LENGTH} characters used Name is taken`,
    );
  });
});
