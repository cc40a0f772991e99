/** How deeply a JSON body or socket frame may nest; the API's own bodies nest a few levels. */
export const MAX_NESTING_DEPTH = 32;

/** The 422 text for a body nested deeper than that. */
export const TOO_DEEP = `Nested more than ${MAX_NESTING_DEPTH} levels deep`;

/**
 * True when `value` nests objects or arrays more than `max` levels deep. It walks with a
 * list rather than by recursion: JSON.parse takes any depth, and a recursive walk (ours, or a
 * library's later on) of a value 50,000 levels deep overflows the stack.
 */
export function nestsDeeperThan(value: unknown, max: number = MAX_NESTING_DEPTH): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    // Bytes and streams (a binary body) are not JSON.
    if (ArrayBuffer.isView(current) || current instanceof ArrayBuffer) continue;
    if (typeof (current as { pipe?: unknown }).pipe === 'function') continue;
    if (depth >= max) return true;
    for (const child of Object.values(current)) {
      if (child !== null && typeof child === 'object') pending.push([child, depth + 1]);
    }
  }
  return false;
}
