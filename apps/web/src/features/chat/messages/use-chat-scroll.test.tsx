import type { MessageJson } from '@crewline/shared/contracts/chat-responses';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GRACE, messageFixture } from './chat-fixture.ts';
import { useChatScroll } from './use-chat-scroll.ts';

// jsdom has no layout: the box reports the heights the test sets.
const layout = { scrollHeight: 1000, clientHeight: 300 };

let setMessages: (messages: MessageJson[]) => void = () => undefined;

function Harness({ initial, onLoadOlder }: { initial: MessageJson[]; onLoadOlder: () => void }) {
  const [messages, set] = useState(initial);
  setMessages = set;
  const scroll = useChatScroll({
    threadId: 't1',
    messages,
    currentUserId: 'me',
    hasOlder: true,
    loadingOlder: false,
    onLoadOlder,
  });
  return (
    <div
      data-testid="box"
      ref={(node) => {
        scroll.container.current = node;
        if (node) {
          Object.defineProperty(node, 'scrollHeight', {
            get: () => layout.scrollHeight,
            configurable: true,
          });
          Object.defineProperty(node, 'clientHeight', {
            get: () => layout.clientHeight,
            configurable: true,
          });
        }
      }}
      onScroll={scroll.onScroll}
    >
      {scroll.showJump ? <button type="button">New messages</button> : null}
    </div>
  );
}

const page = (count: number, author = GRACE) =>
  Array.from({ length: count }, () => messageFixture({ author }));

describe('useChatScroll', () => {
  it('opens at the bottom, keeps the view still when older messages are prepended, and asks for them once', () => {
    layout.scrollHeight = 1000;
    const first = page(3);
    const onLoadOlder = vi.fn();
    render(<Harness initial={first} onLoadOlder={onLoadOlder} />);
    const box = screen.getByTestId('box');
    expect(box.scrollTop).toBe(1000);

    box.scrollTop = 40;
    fireEvent.scroll(box);
    fireEvent.scroll(box);
    expect(onLoadOlder).toHaveBeenCalledOnce();

    layout.scrollHeight = 1600;
    act(() => setMessages([...page(2), ...first]));
    expect(box.scrollTop).toBe(40 + 600);
  });

  it('offers "New messages" to a reader scrolled up, and follows when at the bottom', () => {
    layout.scrollHeight = 1000;
    const first = page(3);
    render(<Harness initial={first} onLoadOlder={() => undefined} />);
    const box = screen.getByTestId('box');

    box.scrollTop = 400; // 300 px from the bottom
    fireEvent.scroll(box);
    layout.scrollHeight = 1100;
    act(() => setMessages([...first, ...page(1)]));
    expect(box.scrollTop).toBe(400);
    expect(screen.getByRole('button', { name: 'New messages' })).toBeInTheDocument();

    box.scrollTop = 720; // 80 px from the bottom
    fireEvent.scroll(box);
    expect(screen.queryByRole('button', { name: 'New messages' })).toBeNull();
    layout.scrollHeight = 1200;
    act(() => setMessages([...first, ...page(2)]));
    expect(box.scrollTop).toBe(1200);
  });

  it('stays at the newest message when media grow before its own scroll is reported', () => {
    layout.scrollHeight = 1000;
    render(<Harness initial={page(3)} onLoadOlder={() => undefined} />);
    const box = screen.getByTestId('box');
    expect(box.scrollTop).toBe(1000);

    // Images above load between the list's scroll to the bottom and that scroll's event: the
    // event reports a position 600 px from the new bottom, which the reader did not choose.
    layout.scrollHeight = 1600;
    fireEvent.scroll(box);
    expect(box.scrollTop).toBe(1600);

    // A reader who does scroll up is left there, and new content no longer pulls them down.
    box.scrollTop = 500;
    fireEvent.scroll(box);
    layout.scrollHeight = 1900;
    fireEvent.scroll(box);
    expect(box.scrollTop).toBe(500);
  });
});
