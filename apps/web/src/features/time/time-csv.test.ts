import { describe, expect, it } from 'vitest';
import { timeEntryFixture } from '../../api/time-entries/time-entry-fixture.ts';
import { csvField, timeEntriesCsv } from './time-csv.ts';

describe('csvField', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(90)).toBe('90');
    expect(csvField(null)).toBe('');
  });

  it('defuses texts a spreadsheet would run as formulas', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('-1,2')).toBe(`"'-1,2"`);
  });
});

describe('timeEntriesCsv', () => {
  it('writes a header and one row per entry, oldest first, with CRLF line ends', () => {
    const csv = timeEntriesCsv([
      timeEntryFixture({
        id: 'b',
        start_time: '2030-01-08T09:00:00.000Z',
        end_time: '2030-01-08T09:30:00.000Z',
        duration_minutes: 30,
        billable: false,
        description: 'Fix "login", again',
        task_title: null,
        task_id: null,
      }),
      timeEntryFixture({ id: 'a', user_name: 'Ана Иванова' }),
    ]);
    expect(csv).toBe(
      [
        'date,member,task,description,start_time,end_time,duration_minutes,billable',
        '2030-01-07,Ана Иванова,Write the spec,,2030-01-07T09:00:00.000Z,2030-01-07T10:00:00.000Z,60,yes',
        '2030-01-08,Ada Lovelace,,"Fix ""login"", again",2030-01-08T09:00:00.000Z,2030-01-08T09:30:00.000Z,30,no',
        '',
      ].join('\r\n'),
    );
  });
});
