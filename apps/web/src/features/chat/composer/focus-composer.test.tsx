import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPOSER_MARK, useComposerShortcut } from './focus-composer.ts';

function Screen() {
  useComposerShortcut();
  return (
    <>
      <button type="button">Thread list</button>
      <textarea aria-label="Type a message" {...{ [COMPOSER_MARK]: '' }} />
    </>
  );
}

describe('the message box shortcut', () => {
  it('Alt+Shift+M jumps to the message box from anywhere, by key position', () => {
    render(<Screen />);
    screen.getByRole('button', { name: 'Thread list' }).focus();
    // Option+Shift+M types "Â" on a Mac: the key's place is what counts.
    fireEvent.keyDown(window, { key: 'Â', code: 'KeyM', altKey: true, shiftKey: true });
    expect(screen.getByRole('textbox', { name: 'Type a message' })).toHaveFocus();
  });

  it('leaves other keys alone', () => {
    render(<Screen />);
    const button = screen.getByRole('button', { name: 'Thread list' });
    button.focus();
    fireEvent.keyDown(window, { key: 'M', code: 'KeyM', shiftKey: true });
    fireEvent.keyDown(window, {
      key: 'm',
      code: 'KeyM',
      altKey: true,
      ctrlKey: true,
      shiftKey: true,
    });
    expect(button).toHaveFocus();
  });
});
