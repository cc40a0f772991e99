import type { TimeEntry } from '../../api/time-entries/types.ts';
import { utcDayOf } from './week.ts';

const CSV_COLUMNS = [
  'date',
  'member',
  'task',
  'description',
  'start_time',
  'end_time',
  'duration_minutes',
  'billable',
] as const;

/**
 * One CSV field: quoted when it holds a comma, a quote or a line break (quotes doubled, RFC
 * 4180); a text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe so opening the export never executes anything.
 */
export function csvField(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The entries as CSV (header row first, CRLF line ends), oldest first. */
export function timeEntriesCsv(entries: TimeEntry[]): string {
  const rows = [...entries]
    .sort((a, b) => a.start_time.localeCompare(b.start_time))
    .map((entry) =>
      [
        utcDayOf(entry.start_time),
        entry.user_name,
        entry.task_title ?? '',
        entry.description,
        entry.start_time,
        entry.end_time ?? '',
        entry.duration_minutes ?? '',
        entry.billable ? 'yes' : 'no',
      ]
        .map(csvField)
        .join(','),
    );
  return [CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}

/** Hands a text to the browser as a file download. */
export function downloadText(
  fileName: string,
  text: string,
  type = 'text/csv;charset=utf-8',
): void {
  // A byte order mark so spreadsheet apps read UTF-8 names (Arabic, Russian) correctly.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
