import { describe, expect, it } from 'vitest';
import { dropPlace, positionBetween } from './board-position.ts';

const column = (...positions: number[]) =>
  positions.map((position, index) => ({ id: `t${index}`, position }));

describe('positionBetween', () => {
  it.each([
    [undefined, undefined, 1],
    [undefined, 4, 3],
    [4, undefined, 5],
    [1, 2, 1.5],
    [-3, -1, -2],
    [1, 1.5, 1.25],
  ])('between %s and %s is %s', (before, after, expected) => {
    expect(positionBetween(before, after)).toBe(expected);
  });

  it('keeps finding room between neighbours that keep getting closer', () => {
    const low = 1;
    let high = 2;
    for (let i = 0; i < 40; i += 1) {
      const middle = positionBetween(low, high);
      expect(middle).toBeGreaterThan(low);
      expect(middle).toBeLessThan(high);
      high = middle;
    }
  });
});

describe('dropPlace', () => {
  const todo = column(1, 2, 3); // t0, t1, t2

  it('appends to the end of another column dropped on the column itself', () => {
    expect(dropPlace(todo, 'x', null)).toEqual({ position: 4 });
    expect(dropPlace([], 'x', null)).toEqual({ position: 1 });
  });

  it('does nothing for a drop on its own column or on itself', () => {
    expect(dropPlace(todo, 't1', null)).toBeNull();
    expect(dropPlace(todo, 't1', 't1')).toBeNull();
  });

  it('takes the place of the card it lands on, coming from another column', () => {
    expect(dropPlace(todo, 'x', 't0')).toEqual({ position: 0 });
    expect(dropPlace(todo, 'x', 't1')).toEqual({ position: 1.5 });
    expect(dropPlace(todo, 'x', 't2')).toEqual({ position: 2.5 });
  });

  it('goes after the target when dragged downwards in its own column', () => {
    expect(dropPlace(todo, 't0', 't1')).toEqual({ position: 2.5 });
    expect(dropPlace(todo, 't0', 't2')).toEqual({ position: 4 });
  });

  it('goes before the target when dragged upwards in its own column', () => {
    expect(dropPlace(todo, 't2', 't1')).toEqual({ position: 1.5 });
    expect(dropPlace(todo, 't2', 't0')).toEqual({ position: 0 });
  });

  it('treats an unknown target card as the column', () => {
    expect(dropPlace(todo, 'x', 'gone')).toEqual({ position: 4 });
  });
});
