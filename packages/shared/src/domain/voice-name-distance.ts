/**
 * The optimal-string-alignment (restricted Damerau-Levenshtein) distance: insertions,
 * deletions, substitutions and swaps of two neighbours each cost 1, so "Jon" → "John" is 1 and
 * "Mraia" → "Maria" is 1. Counts code points, so Arabic and Cyrillic letters are one each.
 */
export function nameDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  // Three rows are enough: the swap looks two rows back.
  let before: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, before[j - 2]! + 1);
      }
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[t.length]!;
}

/**
 * How many edits still count as the same name, scaled to the shorter name's length: none for
 * two letters ("Al" is not "Ed"), one up to five ("Mariya"/"Maria", "Jon"/"John"), two up to
 * eight, three beyond.
 */
export function allowedNameEdits(length: number): number {
  if (length <= 2) return 0;
  if (length <= 5) return 1;
  if (length <= 8) return 2;
  return 3;
}
