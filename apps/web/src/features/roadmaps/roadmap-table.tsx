import type { RoadmapJson } from '@crewline/shared/contracts/roadmaps';
import { useTranslation } from 'react-i18next';
import { useDayFormat } from './roadmap-dates.ts';
import { StatusBadge } from './roadmap-status.tsx';

/** The columns of the list view, which are also the CSV export's. */
export const ROADMAP_COLUMNS = ['title', 'status', 'progress', 'start', 'end', 'projects'] as const;

/** One roadmap's cells in column order, as text (the CSV rows). */
export function roadmapCells(
  roadmap: RoadmapJson,
  statusName: (status: RoadmapJson['status']) => string,
  day: (value: string) => string,
): string[] {
  return [
    roadmap.title,
    statusName(roadmap.status),
    `${roadmap.progress}%`,
    roadmap.start_date ? day(roadmap.start_date) : '',
    roadmap.end_date ? day(roadmap.end_date) : '',
    roadmap.projects.map((project) => project.name).join(', '),
  ];
}

/** The roadmaps as a table: the list view. A title opens the roadmap. */
export function RoadmapTable({
  roadmaps,
  onView,
}: {
  roadmaps: readonly RoadmapJson[];
  onView: (roadmap: RoadmapJson) => void;
}) {
  const { t } = useTranslation();
  const day = useDayFormat();
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-sm">
        <thead className="bg-muted">
          <tr>
            {ROADMAP_COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-start font-medium">
                {t(`roadmaps.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {roadmaps.map((roadmap) => (
            <tr key={roadmap.id} className="border-t border-border">
              <th scope="row" className="px-3 py-2 text-start font-medium">
                <button
                  type="button"
                  className="text-start text-primary underline-offset-2 hover:underline"
                  onClick={() => onView(roadmap)}
                >
                  {roadmap.title}
                </button>
              </th>
              <td className="px-3 py-2">
                <StatusBadge status={roadmap.status} />
              </td>
              <td className="px-3 py-2">{roadmap.progress}%</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {roadmap.start_date ? day(roadmap.start_date) : '—'}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {roadmap.end_date ? day(roadmap.end_date) : '—'}
              </td>
              <td className="px-3 py-2">
                {roadmap.projects.map((project) => project.name).join(', ') || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
