import type { WorkloadLevel } from '@crewline/shared/domain/workload';

/** Badge colours per workload level; the level's name is always written next to the colour. */
export const WORKLOAD_LEVEL_STYLE: Readonly<Record<WorkloadLevel, string>> = {
  low: 'bg-muted text-fg',
  normal: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  high: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  overloaded: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
};

/** The bottleneck flag's look: an outline and a warning sign, so it reads without colour. */
export const BOTTLENECK_STYLE =
  'rounded border border-red-600 px-2 py-0.5 font-semibold text-red-700 dark:text-red-300';

/** A workload level as a coloured badge carrying its text. */
export function WorkloadBadge({ level, text }: { level: WorkloadLevel; text: string }) {
  return (
    <span className={`rounded px-2 py-0.5 whitespace-nowrap ${WORKLOAD_LEVEL_STYLE[level]}`}>
      {text}
    </span>
  );
}

/** The bottleneck badge. */
export function BottleneckBadge({ text }: { text: string }) {
  return (
    <span className={`whitespace-nowrap ${BOTTLENECK_STYLE}`}>
      <span aria-hidden="true">⚠ </span>
      {text}
    </span>
  );
}
