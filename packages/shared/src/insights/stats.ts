/**
 * The median of some numbers: the middle one, or the mean of the two middle ones when the count
 * is even; null for none. The input is not changed.
 */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The nearest-rank percentile of numbers already sorted ascending: the smallest value with at
 * least `percent` % of the values at or below it (rank ⌈percent/100 × n⌉); null for none.
 */
export function nearestRankPercentile(sorted: readonly number[], percent: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((percent / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}
