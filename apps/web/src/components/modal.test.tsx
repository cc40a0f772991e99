import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal.tsx';

/** A list row that opens a dialog from its own state, as task rows and cards do (no Trigger). */
function RowWithDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open row
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Row details">
        <button type="button">Inside</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('gives focus back to what opened it, after Escape or the close button', async () => {
    const user = userEvent.setup();
    render(<RowWithDialog />);
    const opener = screen.getByRole('button', { name: 'Open row' });
    for (const closeWith of ['escape', 'button'] as const) {
      await user.click(opener);
      await screen.findByRole('dialog', { name: 'Row details' });
      if (closeWith === 'escape') await user.keyboard('{Escape}');
      else await user.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(opener).toHaveFocus());
    }
  });
});
