import { describe, expect, it, vi } from 'vitest';
import { runHousekeeping } from './housekeeping.ts';

describe('runHousekeeping', () => {
  it('clears pending attachments and the sample flag but nothing else', () => {
    localStorage.setItem('pending_attachments_12', '[]');
    localStorage.setItem('pending_attachments_thread-9', '[]');
    localStorage.setItem('sample_invitations_created', 'true');
    localStorage.setItem('access_token', 'keep');
    localStorage.setItem('app_version', '1.0.0');
    const reload = vi.fn();
    expect(runHousekeeping(localStorage, reload)).toBe(false);
    expect(localStorage.getItem('pending_attachments_12')).toBeNull();
    expect(localStorage.getItem('pending_attachments_thread-9')).toBeNull();
    expect(localStorage.getItem('sample_invitations_created')).toBeNull();
    expect(localStorage.getItem('access_token')).toBe('keep');
    expect(reload).not.toHaveBeenCalled();
  });

  it('stores the version marker on a first visit without reloading', () => {
    const reload = vi.fn();
    expect(runHousekeeping(localStorage, reload)).toBe(false);
    expect(localStorage.getItem('app_version')).toBe('1.0.0');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once when another version left its marker', () => {
    localStorage.setItem('app_version', '0.9.0');
    const reload = vi.fn();
    expect(runHousekeeping(localStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('app_version')).toBe('1.0.0');
    expect(runHousekeeping(localStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
