import { and, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import {
  TIMESHEET_NO_TASK,
  type TimesheetDayJson,
  type TimesheetJson,
  type TimesheetMemberJson,
  type TimesheetQuery,
} from '@crewline/shared/contracts/time-entries';
import { projectMembers, users } from '../../db/schema.ts';
import { timeEntries } from '../../db/work-schema.ts';
import type { Db } from '../../db/client.ts';

const DAY_MS = 86_400_000;

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function emptyDays(days: string[]): TimesheetDayJson[] {
  return days.map((date) => ({ date, billable_minutes: 0, non_billable_minutes: 0 }));
}

function total(days: TimesheetDayJson[]) {
  const billable = days.reduce((sum, d) => sum + d.billable_minutes, 0);
  const nonBillable = days.reduce((sum, d) => sum + d.non_billable_minutes, 0);
  return {
    billable_minutes: billable,
    non_billable_minutes: nonBillable,
    total_minutes: billable + nonBillable,
  };
}

// The optional filters of the query, as conditions on the week's entries.
function filterConditions(query: TimesheetQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.user_id) conditions.push(eq(timeEntries.userId, query.user_id));
  if (query.billable) conditions.push(eq(timeEntries.billable, query.billable === 'true'));
  if (query.task_id === TIMESHEET_NO_TASK) conditions.push(isNull(timeEntries.taskId));
  else if (query.task_id) conditions.push(eq(timeEntries.taskId, query.task_id));
  return conditions;
}

/**
 * A project's week: minutes per person per UTC day, billable and not. The sums are made by the
 * database over the (project_id, start_time) index, so the cost follows the week's entries, not
 * the project's history. Finished entries count on their start's day; running timers not at all.
 * With a member filter only that member's row is returned; the other filters keep every member's
 * row (zeros included) so the table keeps its shape.
 */
export async function loadTimesheet(
  db: Db,
  projectId: string,
  query: TimesheetQuery,
): Promise<TimesheetJson> {
  const week = query.week;
  const startMs = Date.parse(`${week}T00:00:00.000Z`);
  const days = Array.from({ length: 7 }, (_, i) => isoDay(startMs + i * DAY_MS));
  const day = sql<string>`to_char(${timeEntries.startTime} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [sums, members] = await Promise.all([
    db
      .select({
        userId: timeEntries.userId,
        day,
        billable: sql<number>`coalesce(sum(${timeEntries.durationMinutes}) filter (where ${timeEntries.billable}), 0)::int`,
        nonBillable: sql<number>`coalesce(sum(${timeEntries.durationMinutes}) filter (where not ${timeEntries.billable}), 0)::int`,
      })
      .from(timeEntries)
      .where(
        and(
          eq(timeEntries.projectId, projectId),
          gte(timeEntries.startTime, new Date(startMs)),
          lt(timeEntries.startTime, new Date(startMs + 7 * DAY_MS)),
          isNotNull(timeEntries.endTime),
          ...filterConditions(query),
        ),
      )
      .groupBy(timeEntries.userId, day),
    db
      .select({ userId: users.id, name: users.name })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(
        and(
          eq(projectMembers.projectId, projectId),
          query.user_id ? eq(projectMembers.userId, query.user_id) : undefined,
        ),
      ),
  ]);
  const names = new Map(members.map((m) => [m.userId, m.name]));
  // People with time that week who have since left the project still appear.
  const missing = [...new Set(sums.map((s) => s.userId))].filter((id) => !names.has(id));
  if (missing.length > 0) {
    const former = await db
      .select({ userId: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, missing));
    for (const person of former) names.set(person.userId, person.name);
  }
  const byPerson = new Map<string, TimesheetDayJson[]>();
  for (const id of names.keys()) byPerson.set(id, emptyDays(days));
  for (const sum of sums) {
    const cell = byPerson.get(sum.userId)?.[days.indexOf(sum.day)];
    if (!cell) continue;
    cell.billable_minutes = Number(sum.billable);
    cell.non_billable_minutes = Number(sum.nonBillable);
  }
  const rows: TimesheetMemberJson[] = [...byPerson.entries()]
    .map(([userId, personDays]) => ({
      user_id: userId,
      user_name: names.get(userId) ?? '',
      days: personDays,
      ...total(personDays),
    }))
    .sort((a, b) => a.user_name.localeCompare(b.user_name) || a.user_id.localeCompare(b.user_id));
  const totalDays = days.map((date, i) => ({
    date,
    billable_minutes: rows.reduce((sum, r) => sum + r.days[i]!.billable_minutes, 0),
    non_billable_minutes: rows.reduce((sum, r) => sum + r.days[i]!.non_billable_minutes, 0),
  }));
  return {
    project_id: projectId,
    week_start: days[0]!,
    week_end: days[6]!,
    days,
    members: rows,
    totals: { days: totalDays, ...total(totalDays) },
  };
}
