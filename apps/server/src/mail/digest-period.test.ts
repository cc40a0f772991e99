import { describe, expect, it } from 'vitest';
import { digestPeriod } from './digest-period.ts';

describe('digestPeriod', () => {
  it('is due from 08:00 local time, keyed by today, covering yesterday in UTC', () => {
    expect(digestPeriod('daily', new Date('2031-03-05T07:59:00Z'), 'UTC')).toBeNull();
    expect(digestPeriod('daily', new Date('2031-03-05T08:00:00Z'), 'UTC')).toEqual({
      period: 'daily',
      periodStart: '2031-03-05',
      from: new Date('2031-03-04T00:00:00Z'),
      to: new Date('2031-03-05T00:00:00Z'),
    });
  });

  it('uses the person’s time zone for the hour and the day boundaries', () => {
    // 05:00 UTC is 14:00 in Tokyo (UTC+9): due, and Tokyo's yesterday starts at 15:00 UTC.
    const tokyo = digestPeriod('daily', new Date('2031-03-05T05:00:00Z'), 'Asia/Tokyo');
    expect(tokyo?.periodStart).toBe('2031-03-05');
    expect(tokyo?.from).toEqual(new Date('2031-03-03T15:00:00Z'));
    expect(tokyo?.to).toEqual(new Date('2031-03-04T15:00:00Z'));
    // 10:00 UTC is 05:00 in New York (UTC-5 in early March): not yet.
    expect(digestPeriod('daily', new Date('2031-03-05T10:00:00Z'), 'America/New_York')).toBeNull();
  });

  it('follows a daylight-saving change (a 23-hour local day)', () => {
    // Europe/Berlin moves to summer time on 2031-03-30: that day is 23 hours long.
    const period = digestPeriod('daily', new Date('2031-03-31T09:00:00Z'), 'Europe/Berlin');
    expect(period?.from).toEqual(new Date('2031-03-29T23:00:00Z'));
    expect(period?.to).toEqual(new Date('2031-03-30T22:00:00Z'));
  });

  it('keys a weekly digest by this week’s Monday and covers the week before', () => {
    // 2031-03-05 is a Wednesday; its week began on Monday 2031-03-03.
    expect(digestPeriod('weekly', new Date('2031-03-05T12:00:00Z'), 'UTC')).toEqual({
      period: 'weekly',
      periodStart: '2031-03-03',
      from: new Date('2031-02-24T00:00:00Z'),
      to: new Date('2031-03-03T00:00:00Z'),
    });
    // Sunday still belongs to that week.
    expect(digestPeriod('weekly', new Date('2031-03-09T12:00:00Z'), 'UTC')?.periodStart).toBe(
      '2031-03-03',
    );
  });

  it('treats an unknown zone as UTC', () => {
    expect(
      digestPeriod('daily', new Date('2031-03-05T09:00:00Z'), 'Mars/Olympus')?.periodStart,
    ).toBe('2031-03-05');
  });
});
