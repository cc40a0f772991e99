import { unparse } from 'papaparse';

/**
 * A cell a spreadsheet would run as a formula: one opening with = + - @ tab or CR. A plain signed
 * number ("-3", "+1", "-1,234.5", "-1 234,5") is data, not a formula, and stays as it is so the
 * spreadsheet still reads it as a number.
 */
const FORMULA = /^(?![-+]\d[\d.,\s]*$)[=+\-@\t\r]/;

/** Excel and LibreOffice read a UTF-8 file as UTF-8 (Arabic, Cyrillic) only when it opens with a BOM. */
const BOM = '\uFEFF';

/**
 * A table as an RFC 4180 CSV text (CRLF lines, fields with a comma, quote or line break quoted,
 * quotes doubled), opened by a UTF-8 BOM, formula-looking cells defused with a leading apostrophe.
 */
export function tableCsv(head: readonly string[], rows: readonly (readonly string[])[]): string {
  return (
    BOM +
    unparse(
      { fields: [...head], data: rows.map((row) => [...row]) },
      { newline: '\r\n', escapeFormulae: FORMULA },
    )
  );
}

/** The header texts and body rows a rendered table shows, as text, cell by cell. */
export function tableText(table: HTMLTableElement): { head: string[]; rows: string[][] } {
  const text = (cell: Element) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim();
  const head = Array.from(table.tHead?.rows[0]?.cells ?? [], text);
  const rows = Array.from(table.tBodies).flatMap((body) =>
    Array.from(body.rows, (row) => Array.from(row.cells, text)),
  );
  return { head, rows };
}

/**
 * A download's file name from a chart's title and a day: characters no file system accepts are
 * dropped, spaces become dashes, letters of any script stay ("Burndown-2030-01-02.csv").
 */
export function exportFileName(title: string, day: Date, extension: 'csv' | 'png'): string {
  const stem =
    title
      .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, ' ')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 80) || 'chart';
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  return `${stem}-${stamp}.${extension}`;
}
