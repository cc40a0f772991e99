import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH } from '@crewline/shared/limits';
import { TextField } from './text-field.tsx';

function NameField({ initial }: { initial: string }) {
  const [name, setName] = useState(initial);
  return (
    <TextField
      label="Name"
      value={name}
      limit={NAME_MAX_LENGTH}
      onChange={(event) => setName(event.target.value)}
    />
  );
}

describe('a text field with a limit', () => {
  it('shows no counter well below the limit, then "used / limit" from 80 % on', async () => {
    render(<NameField initial={'a'.repeat(158)} />);
    const field = screen.getByRole('textbox', { name: 'Name' });
    expect(screen.queryByText(`159 / ${NAME_MAX_LENGTH}`)).toBeNull();
    expect(screen.queryByText(/\/ 200/)).toBeNull();
    await userEvent.type(field, 'b');
    expect(screen.queryByText(/\/ 200/)).toBeNull();
    await userEvent.type(field, 'c');
    const counter = screen.getByText(`160 / ${NAME_MAX_LENGTH}`);
    expect(counter.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByText(`160 of ${NAME_MAX_LENGTH} characters used`)).toBeInTheDocument();
  });

  it('refuses characters beyond the limit', async () => {
    render(<NameField initial={'a'.repeat(NAME_MAX_LENGTH - 2)} />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    expect(field.maxLength).toBe(NAME_MAX_LENGTH);
    await userEvent.type(field, 'xyz12');
    expect(field.value).toHaveLength(NAME_MAX_LENGTH);
    expect(screen.getByText(`${NAME_MAX_LENGTH} / ${NAME_MAX_LENGTH}`)).toBeInTheDocument();
  });
});
