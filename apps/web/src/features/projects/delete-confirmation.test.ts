import { describe, expect, it } from 'vitest';
import { canConfirmDelete, deleteConfirmationText } from './delete-confirmation.ts';

describe('delete confirmation', () => {
  it('unlocks only on the exact project name', () => {
    expect(canConfirmDelete('Apollo', 'Apollo')).toBe(true);
    expect(canConfirmDelete('apollo', 'Apollo')).toBe(false);
    expect(canConfirmDelete('Apollo ', 'Apollo')).toBe(false);
    expect(canConfirmDelete('Apoll', 'Apollo')).toBe(false);
    expect(canConfirmDelete('', 'Apollo')).toBe(false);
  });

  it('asks for "Unnamed Project" when the project has no name', () => {
    expect(deleteConfirmationText('')).toBe('Unnamed Project');
    expect(deleteConfirmationText('   ')).toBe('Unnamed Project');
    expect(deleteConfirmationText(null)).toBe('Unnamed Project');
    expect(canConfirmDelete('Unnamed Project', '')).toBe(true);
    expect(canConfirmDelete('', '')).toBe(false);
  });
});
