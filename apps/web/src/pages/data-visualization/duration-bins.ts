/** The ranges a cycle-time histogram counts in: upper bounds in hours, each exclusive. */
export const DURATION_BINS = [
  { key: 'underHour', upTo: 1 },
  { key: 'hours1to4', upTo: 4 },
  { key: 'hours4to8', upTo: 8 },
  { key: 'hours8to24', upTo: 24 },
  { key: 'days1to2', upTo: 48 },
  { key: 'days2to4', upTo: 96 },
  { key: 'days4to7', upTo: 168 },
  { key: 'weeks1to2', upTo: 336 },
  { key: 'weeks2plus', upTo: Infinity },
] as const;

export type DurationBinKey = (typeof DURATION_BINS)[number]['key'];

/**
 * How many of `hours` fall in each range, every range listed (empty ones with 0) so the bars
 * keep their places. Ranges widen with time, as work spreads from hours to weeks.
 */
export function durationBins(hours: readonly number[]): { key: DurationBinKey; count: number }[] {
  const counts = DURATION_BINS.map(() => 0);
  for (const value of hours) {
    const index = DURATION_BINS.findIndex((bin) => value < bin.upTo);
    counts[index === -1 ? counts.length - 1 : index]! += 1;
  }
  return DURATION_BINS.map((bin, index) => ({ key: bin.key, count: counts[index]! }));
}
