import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render-with-app.tsx';
import { MessageMarkdown } from './message-markdown.tsx';

// Messages are stored exactly as typed: the renderer alone keeps them harmless.

afterEach(() => vi.unstubAllGlobals());

function show(content: string) {
  return renderWithApp(<MessageMarkdown content={content} mentionNames={[]} />, {
    path: '/',
    url: '/',
  });
}

describe('MessageMarkdown: text as typed, shown harmless', () => {
  it('shows an HTML image tag as the text it is, never as an image', () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { container } = show('Why does <img src=x onerror=alert(1)> not load?');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(
      screen.getByText('Why does <img src=x onerror=alert(1)> not load?', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('drops the href of a javascript: link and keeps its text', () => {
    const { container } = show(
      '[click me](javascript:alert(1)) and <a href="javascript:alert(2)">raw</a> ' +
        '[data](data:text/html,<b>x</b>) [away](//evil.example/x)',
    );
    expect(screen.getByText('click me').closest('a')).toBeNull();
    expect(screen.getByText('data').closest('a')).toBeNull();
    expect(screen.getByText('away').closest('a')).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(0);
    // The raw anchor is text, shown as typed.
    expect(container.textContent).toContain('<a href="javascript:alert(2)">raw</a>');
  });

  it('keeps web and mail links (new tab) and paths of this app (in place)', async () => {
    const user = userEvent.setup();
    const { router } = show(
      '[docs](https://example.com/a) [mail](mailto:ada@example.com) ' +
        '[task](/dashboard/projects/p1?task=t1)',
    );
    const docs = screen.getByRole('link', { name: 'docs' });
    expect(docs).toHaveAttribute('href', 'https://example.com/a');
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    const task = screen.getByRole('link', { name: 'task' });
    expect(task).toHaveAttribute('href', '/dashboard/projects/p1?task=t1');
    expect(task).not.toHaveAttribute('target');
    await user.click(task);
    expect(router.state.location.pathname).toBe('/dashboard/projects/p1');
    expect(router.state.location.search).toBe('?task=t1');
  });
});
