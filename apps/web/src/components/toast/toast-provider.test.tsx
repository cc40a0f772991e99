import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './toast-provider.tsx';
import { useToast } from './use-toast.ts';
import type { ToastApi } from './toast-context.ts';

let toast: ToastApi;
function Grab() {
  toast = useToast();
  return null;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('shows each type and removes it after 4 s plus the 300 ms exit', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => {
      toast.success('Saved');
      toast.error('Broke', { position: 'bottom-left' });
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Broke');
    act(() => vi.advanceTimersByTime(3_999));
    expect(screen.getByText('Saved').closest('[data-toast-type]')).toHaveClass('animate-toast-in');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Saved').closest('[data-toast-type]')).toHaveClass('animate-toast-out');
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.queryByText('Broke')).not.toBeInTheDocument();
  });

  it('honours a custom duration', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => void toast.info('Hi', { duration: 1_000 }));
    act(() => vi.advanceTimersByTime(1_300));
    expect(screen.queryByText('Hi')).not.toBeInTheDocument();
  });
});
