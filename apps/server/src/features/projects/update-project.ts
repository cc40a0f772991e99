import { eq } from 'drizzle-orm';
import type { ProjectActivityChanges } from '@crewline/shared/contracts/project-responses';
import type { ProjectUpdateBody } from '@crewline/shared/contracts/projects';
import { projects } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { PROJECT_NOT_FOUND } from './project-policy.ts';
import { toDueDate } from './create-project.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { notifyEvent, projectReach } from '../notifications/notification-events.ts';
import { canonicalTimeZone } from './project-time-zone.ts';

/**
 * Changes a project's name, description, status, due date, billable default, time zone,
 * stalled-after days or scheduling mode, recording what changed from what.
 */
export async function updateProject(
  db: Db,
  options: { projectId: string; actorId: string; body: ProjectUpdateBody; now: Date },
): Promise<void> {
  const { projectId, actorId, body, now } = options;
  await db.transaction(async (tx) => {
    // Lock the row so two concurrent edits record a truthful before/after.
    const [before] = await tx
      .select()
      .from(projects)
      .where(eq(projects.id, projectId))
      .for('update');
    if (!before) throw new NotFoundError(PROJECT_NOT_FOUND);
    const dueDate = toDueDate(body.due_date);
    const changes: ProjectActivityChanges = {};
    if (body.name !== undefined && body.name !== before.name)
      changes.name = { from: before.name, to: body.name };
    if (body.description !== undefined && body.description !== before.description) {
      changes.description = { from: before.description, to: body.description };
    }
    if (body.status !== undefined && body.status !== before.status) {
      changes.status = { from: before.status, to: body.status };
    }
    if (dueDate !== undefined && dueDate?.getTime() !== before.dueDate?.getTime()) {
      changes.due_date = {
        from: before.dueDate?.toISOString() ?? null,
        to: dueDate?.toISOString() ?? null,
      };
    }
    const billable = body.billable_by_default;
    if (billable !== undefined && billable !== before.billableByDefault) {
      changes.billable_by_default = { from: before.billableByDefault, to: billable };
    }
    const timeZone = body.time_zone === undefined ? undefined : canonicalTimeZone(body.time_zone);
    if (timeZone !== undefined && timeZone !== before.timeZone) {
      changes.time_zone = { from: before.timeZone, to: timeZone };
    }
    const stalled = body.stalled_after_days;
    if (stalled !== undefined && stalled !== before.stalledAfterDays) {
      changes.stalled_after_days = { from: before.stalledAfterDays, to: stalled };
    }
    const mode = body.scheduling_mode;
    if (mode !== undefined && mode !== before.schedulingMode) {
      changes.scheduling_mode = { from: before.schedulingMode, to: mode };
    }
    if (Object.keys(changes).length === 0) return;
    await tx
      .update(projects)
      .set({
        ...(body.name !== undefined && { name: body.name }),
        ...(body.description !== undefined && { description: body.description }),
        ...(body.status !== undefined && { status: body.status }),
        ...(dueDate !== undefined && { dueDate }),
        ...(billable !== undefined && { billableByDefault: billable }),
        ...(timeZone !== undefined && { timeZone }),
        ...(stalled !== undefined && { stalledAfterDays: stalled }),
        ...(mode !== undefined && { schedulingMode: mode }),
        updatedAt: now,
      })
      .where(eq(projects.id, projectId));
    afterCommit(tx, { t: 'project_updated', p: projectId });
    await recordActivity(tx, {
      projectId,
      actorId,
      category: 'project',
      action: 'project_updated',
      entityType: 'project',
      entityId: projectId,
      data: { changes },
      at: now,
    });
    if (changes.status) {
      await notifyEvent(
        tx,
        {
          kind: 'project_status_changed',
          projectId,
          actorId,
          to: String(changes.status.to),
          at: now.toISOString(),
        },
        await projectReach(tx, projectId),
      );
    }
  });
}
