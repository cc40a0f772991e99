import { eq } from 'drizzle-orm';
import { TASK_START_AFTER_DUE } from '@crewline/shared/contracts/milestones';
import { calendarDayIn } from '@crewline/shared/domain/calendar-day';
import { projects } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { ValidationError } from '../../errors.ts';

/**
 * 422 on `field` when a task would start after the day it is due. The due date is an instant;
 * its day is read in the project's time zone, where the task's start day and the project's
 * milestones are calendar days too. Either may be missing: then there is nothing to order.
 */
export async function refuseStartAfterDue(
  tx: DbOrTx,
  options: {
    projectId: string;
    startDate: string | null;
    dueDate: Date | null;
    field: 'start_date' | 'due_date';
  },
): Promise<void> {
  const { projectId, startDate, dueDate, field } = options;
  if (startDate === null || dueDate === null) return;
  const [project] = await tx
    .select({ timeZone: projects.timeZone })
    .from(projects)
    .where(eq(projects.id, projectId));
  const dueDay = calendarDayIn(dueDate, project?.timeZone ?? 'UTC');
  if (startDate <= dueDay) return;
  throw new ValidationError(TASK_START_AFTER_DUE, [
    { loc: ['body', field], msg: `${TASK_START_AFTER_DUE} (${dueDay})` },
  ]);
}
