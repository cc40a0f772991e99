import type { ReactNode } from 'react';

/** One column: its header (the response's field name) and how a row fills its cell. */
export type Column<Row> = { header: string; cell: (row: Row) => ReactNode };

type DataTableProps<Row> = {
  label: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
};

/** A plain table that scrolls sideways on narrow screens rather than squeezing its columns. */
export function DataTable<Row>({ label, columns, rows, rowKey }: DataTableProps<Row>) {
  return (
    <div className="-mx-1 max-h-[28rem] overflow-auto px-1">
      <table className="w-full text-start text-sm" aria-label={label}>
        <thead className="sticky top-0 bg-surface">
          <tr className="border-b border-border text-xs text-fg-muted">
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className="py-1.5 pe-4 text-start font-medium whitespace-nowrap"
              >
                <span dir="ltr" className="font-mono">
                  {column.header}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-top">
              {columns.map((column) => (
                // Ids stay on one line; the table scrolls sideways instead.
                <td
                  key={column.header}
                  className="py-1.5 pe-4 first:min-w-36 [&_code]:whitespace-nowrap"
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An id or machine value: left-to-right and monospaced in every language. */
export function Code({ children }: { children: ReactNode }) {
  return (
    <code dir="ltr" className="text-xs break-all">
      {children}
    </code>
  );
}

/** The raw JSON of a response, folded away until asked for. */
export function RawJson({ label, value }: { label: string; value: unknown }) {
  return (
    <details>
      <summary className="cursor-pointer text-xs text-primary">{label}</summary>
      <pre
        dir="ltr"
        className="mt-1 max-h-64 overflow-auto rounded-lg bg-muted p-3 text-start text-xs"
      >
        {JSON.stringify(value, null, 2)}
      </pre>
    </details>
  );
}
