import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SettingsTabList } from './settings-tab-list.tsx';

describe('SettingsTabList', () => {
  it('moves from the focused tab when the selection has not caught up with a click yet', () => {
    const onSelect = vi.fn();
    // The address still says Account; the person clicked Profile and presses the arrow at once.
    render(<SettingsTabList current="account" onSelect={onSelect} />);
    const profile = screen.getByRole('tab', { name: /profile/i });
    profile.focus();
    fireEvent.keyDown(profile, { key: 'ArrowRight' });
    expect(onSelect).toHaveBeenLastCalledWith('notifications');
  });
});
