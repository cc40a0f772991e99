import { describe, expect, it } from 'vitest';
import { allowedNameEdits, nameDistance } from './voice-name-distance.ts';

describe('nameDistance', () => {
  it.each([
    ['', '', 0],
    ['maria', 'maria', 0],
    ['', 'abc', 3],
    ['jon', 'john', 1],
    ['mariya', 'maria', 1],
    ['mraia', 'maria', 1], // a swap of neighbours is one edit
    ['kitten', 'sitting', 3],
    ['ca', 'abc', 3], // restricted: no edits inside a swapped pair
    ['марии', 'мария', 1],
    ['ساره', 'سارا', 1],
  ])('%j to %j is %i', (a, b, distance) => {
    expect(nameDistance(a, b)).toBe(distance);
    expect(nameDistance(b, a)).toBe(distance);
  });
});

describe('allowedNameEdits', () => {
  it.each([
    [1, 0],
    [2, 0],
    [3, 1],
    [5, 1],
    [6, 2],
    [8, 2],
    [9, 3],
  ])('a %i-letter name allows %i', (length, edits) => {
    expect(allowedNameEdits(length)).toBe(edits);
  });
});
