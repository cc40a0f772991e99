import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TimesheetTable } from './timesheet-table.tsx';

const longName = 'M'.repeat(200);
const zero = { billable: 0, nonBillable: 0 };

describe('TimesheetTable with a long member name', () => {
  it('cuts the name inside a capped box, whole on hover and for screen readers', () => {
    render(
      <TimesheetTable
        sheet={{
          rows: [{ userId: 'u1', name: longName, days: [zero], total: zero }],
          dayTotals: [zero],
          total: zero,
        }}
        days={['2026-11-23']}
      />,
    );
    const header = screen.getByRole('rowheader', { name: longName });
    const name = screen.getByTitle(longName);
    expect(header).toContainElement(name);
    expect(name.className).toContain('truncate');
    expect(name.parentElement?.className).toContain('max-w-48');
  });
});
