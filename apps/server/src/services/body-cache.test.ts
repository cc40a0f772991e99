import { describe, expect, it } from 'vitest';
import { createBodyCache } from './body-cache.ts';

describe('body cache', () => {
  it('returns what was stored and evicts the least recently used past the size bound', () => {
    const cache = createBodyCache(10, (body: string) => body.length);
    cache.set('a', '1234');
    cache.set('b', '5678');
    expect(cache.get('a')).toBe('1234'); // a is now the most recently used
    cache.set('c', '9012');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('1234');
    expect(cache.get('c')).toBe('9012');
  });

  it('never stores a body larger than the whole bound', () => {
    const cache = createBodyCache(3, (body: string) => body.length);
    cache.set('big', '12345');
    expect(cache.get('big')).toBeUndefined();
  });
});
