import { describe, expect, it } from 'vitest';
import { barLabel } from './hours-chart.tsx';

describe('barLabel', () => {
  it('keeps a short name and cuts a long one with an ellipsis, never inside a character', () => {
    expect(barLabel('Ada Lovelace')).toBe('Ada Lovelace');
    expect(barLabel('W'.repeat(200))).toBe(`${'W'.repeat(15)}…`);
    const astral = '𝒜'.repeat(20);
    expect(barLabel(astral)).toBe(`${'𝒜'.repeat(15)}…`);
  });
});
