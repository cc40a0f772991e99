import { Readable } from 'node:stream';
import { and, asc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import yazl from 'yazl';
import { projectMembers, projects, tasks, comments, users } from '../../db/schema.ts';
import { attachments, messages, threads } from '../../db/chat-schema.ts';
import { notificationPreferences } from '../../db/notification-schema.ts';
import { files, fileVersions, timeEntries } from '../../db/work-schema.ts';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../services/storage/storage.ts';
import { presentUser } from '../users/user-presenter.ts';
import {
  exportedMentorshipProfile,
  mentorshipExportFiles,
} from '../mentorship/mentorship-export-query.ts';

/** Rows read per query while a JSON file is written (what the export holds in memory at once). */
const EXPORT_PAGE_ROWS = 500;
/** The largest export kept (ZIP64 past 4 GB is fine; this only stops a runaway). */
const EXPORT_MAX_BYTES = 64 * 1024 * 1024 * 1024;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type Keyed = { id: string; createdAt: Date };

/**
 * Reads a query page by page in (created_at, id) order, resuming after the last row of the
 * previous page, so any number of rows passes through a few hundred at a time.
 */
async function* pages<Row extends Keyed>(
  fetch: (after: SQL | undefined, limit: number) => Promise<Row[]>,
  columns: { createdAt: Parameters<typeof gt>[0]; id: Parameters<typeof gt>[0] },
): AsyncGenerator<Row[]> {
  let last: Row | undefined;
  for (;;) {
    const after = last
      ? or(
          gt(columns.createdAt, last.createdAt),
          and(eq(columns.createdAt, last.createdAt), gt(columns.id, last.id)),
        )
      : undefined;
    const rows = await fetch(after, EXPORT_PAGE_ROWS);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_PAGE_ROWS) return;
    last = rows[rows.length - 1];
  }
}

/** A JSON array written item by item as the pages arrive (never the whole array in memory). */
function jsonArray<Row>(source: AsyncIterable<Row[]>, present: (row: Row) => unknown): Readable {
  return Readable.from(
    (async function* () {
      yield '[';
      let first = true;
      for await (const rows of source) {
        const parts = rows.map((row) => JSON.stringify(present(row), null, 1));
        yield (first ? '\n' : ',\n') + parts.join(',\n');
        first = false;
      }
      yield '\n]\n';
    })(),
    { objectMode: false },
  );
}

/** A stream that opens the stored file only when the ZIP reaches it (no handle held before). */
function lazyFile(storage: Storage, key: string): Readable {
  return Readable.from(
    (async function* () {
      const file = await storage.get(key);
      yield* file.body;
    })(),
    { objectMode: false },
  );
}

/** A file name safe inside a ZIP: no directories, no control characters, never empty. */
function zipSafeName(name: string): string {
  const cleaned = name.replace(/[\\/\u0000-\u001f]/g, '_').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned.slice(0, 200);
}

const EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
};

/** What goes into README.json: what each file holds, and what the export cannot hold yet. */
function manifest(userId: string, at: Date) {
  return {
    format: 'crewline-data-export',
    version: 1,
    user_id: userId,
    generated_at: at.toISOString(),
    files: {
      'profile.json': 'Your account: name, e-mail, bio, social links, appearance.',
      'notification-preferences.json': 'Your notification settings (null: never changed).',
      'projects.json': 'The projects you are a member of, with your role in each.',
      'tasks.json': 'Every task of those projects.',
      'messages.json': 'Every chat message you wrote.',
      'comments.json': 'Every comment you wrote.',
      'time-entries.json': 'Every time entry you logged (a running timer has no end yet).',
      'attachments.json': 'The chat files you uploaded; their bytes are under files/attachments/.',
      'project-files.json':
        'The project file versions you uploaded; their bytes are under files/project-files/.',
      'mentorship-profile.json': 'Your developer profile (null: never saved).',
      'mentorship-sessions.json': 'The mentorship sessions you requested or mentored.',
      'mentorship-credits.json': 'Every movement of your mentorship credits.',
      'mentorship-feedback.json': 'The session feedback you gave, and the feedback about you.',
      'files/': 'Your avatar and the files you uploaded, as stored.',
    },
    not_included: [],
  };
}

/**
 * Builds `userId`'s export as a ZIP streamed into the storage service under `key`: JSON files
 * written page by page and the uploaded files streamed from storage, so memory stays flat
 * whatever the account's size. Resolves with the stored size; rejects (and nothing is kept
 * under `key`) if any part fails.
 */
export async function buildDataExport(
  deps: { db: Db; storage: Storage },
  userId: string,
  key: string,
  now: Date,
): Promise<{ size: number }> {
  const { db, storage } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new Error('The account of this export is gone');
  const [prefs] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const memberships = await db
    .select({ project: projects, role: projectMembers.role, joinedAt: projectMembers.joinedAt })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(eq(projectMembers.userId, userId))
    .orderBy(asc(projects.createdAt), asc(projects.id));
  const projectIds = memberships.map((m) => m.project.id);
  const mentorshipProfile = await exportedMentorshipProfile(db, userId);
  const uploads = await db
    .select()
    .from(attachments)
    .where(eq(attachments.uploaderId, userId))
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
  const versions = await db
    .select({ version: fileVersions, fileName: files.name })
    .from(fileVersions)
    .innerJoin(files, eq(files.id, fileVersions.fileId))
    .where(eq(fileVersions.uploadedBy, userId))
    .orderBy(asc(fileVersions.createdAt), asc(fileVersions.id));

  const zip = new yazl.ZipFile();
  // A PassThrough at run time; the typings say only NodeJS.ReadableStream.
  const output = zip.outputStream as Readable;
  const fail = (error: Error) => output.destroy(error);
  const sources: Readable[] = [];
  const add = (stream: Readable, name: string, compress = true) => {
    sources.push(stream);
    stream.on('error', fail);
    zip.addReadStream(stream, name, { mtime: now, compress });
  };
  const addJson = (name: string, value: unknown) =>
    zip.addBuffer(Buffer.from(`${JSON.stringify(value, null, 1)}\n`), name, { mtime: now });

  addJson('README.json', manifest(userId, now));
  addJson('profile.json', {
    ...presentUser(user),
    avatar_small: user.avatarSmall,
    status: user.status,
    appearance: { theme: user.theme, language: user.language, density: user.density },
    updated_at: iso(user.updatedAt),
  });
  addJson(
    'notification-preferences.json',
    prefs
      ? {
          email: prefs.email,
          push: prefs.push,
          quiet_hours: prefs.quietHours,
          muted_project_ids: prefs.mutedProjectIds,
        }
      : null,
  );
  addJson(
    'projects.json',
    memberships.map(({ project, role, joinedAt }) => ({
      id: project.id,
      name: project.name,
      description: project.description,
      status: project.status,
      due_date: project.dueDate,
      owner_id: project.ownerId,
      your_role: role,
      joined_at: iso(joinedAt),
      created_at: iso(project.createdAt),
      updated_at: iso(project.updatedAt),
    })),
  );
  add(
    jsonArray(
      pages(
        (after, limit) =>
          projectIds.length === 0
            ? Promise.resolve([])
            : db
                .select()
                .from(tasks)
                .where(and(inArray(tasks.projectId, projectIds), after))
                .orderBy(asc(tasks.createdAt), asc(tasks.id))
                .limit(limit),
        tasks,
      ),
      (task) => ({
        id: task.id,
        project_id: task.projectId,
        title: task.title,
        description: task.description,
        status: task.status,
        priority: task.priority,
        due_date: task.dueDate,
        assignee_id: task.assigneeId,
        created_by: task.createdBy,
        created_at: iso(task.createdAt),
        updated_at: iso(task.updatedAt),
      }),
    ),
    'tasks.json',
  );
  add(
    jsonArray(
      pages(
        (after, limit) =>
          db
            .select({
              id: messages.id,
              threadId: messages.threadId,
              projectId: threads.projectId,
              threadTitle: threads.title,
              content: messages.content,
              contentType: messages.contentType,
              replyTo: messages.replyToMessageId,
              isEdited: messages.isEdited,
              createdAt: messages.createdAt,
              updatedAt: messages.updatedAt,
            })
            .from(messages)
            .innerJoin(threads, eq(threads.id, messages.threadId))
            .where(and(eq(messages.userId, userId), after))
            .orderBy(asc(messages.createdAt), asc(messages.id))
            .limit(limit),
        messages,
      ),
      (m) => ({
        id: m.id,
        thread_id: m.threadId,
        thread_title: m.threadTitle,
        project_id: m.projectId,
        content: m.content,
        content_type: m.contentType,
        reply_to_message_id: m.replyTo,
        is_edited: m.isEdited,
        created_at: iso(m.createdAt),
        updated_at: iso(m.updatedAt),
      }),
    ),
    'messages.json',
  );
  add(
    jsonArray(
      pages(
        (after, limit) =>
          db
            .select()
            .from(comments)
            .where(and(eq(comments.userId, userId), after))
            .orderBy(asc(comments.createdAt), asc(comments.id))
            .limit(limit),
        comments,
      ),
      (c) => ({
        id: c.id,
        project_id: c.projectId,
        task_id: c.taskId,
        text: c.text,
        created_at: iso(c.createdAt),
        updated_at: iso(c.updatedAt),
      }),
    ),
    'comments.json',
  );
  add(
    jsonArray(
      pages(
        (after, limit) =>
          db
            .select()
            .from(timeEntries)
            .where(and(eq(timeEntries.userId, userId), after))
            .orderBy(asc(timeEntries.createdAt), asc(timeEntries.id))
            .limit(limit),
        timeEntries,
      ),
      (e) => ({
        id: e.id,
        project_id: e.projectId,
        task_id: e.taskId,
        start_time: iso(e.startTime),
        end_time: iso(e.endTime),
        duration_minutes: e.durationMinutes,
        description: e.description,
        billable: e.billable,
        created_at: iso(e.createdAt),
        updated_at: iso(e.updatedAt),
      }),
    ),
    'time-entries.json',
  );
  addJson('mentorship-profile.json', mentorshipProfile);
  for (const file of mentorshipExportFiles(db, userId)) {
    add(jsonArray(pages(file.fetch, file.columns), file.present), file.name);
  }

  const filePaths = new Map<string, string>();
  addJson(
    'attachments.json',
    uploads.map((a) => {
      const path = `files/attachments/${a.id}/${zipSafeName(a.fileName)}`;
      filePaths.set(a.id, path);
      return {
        id: a.id,
        message_id: a.messageId,
        file_name: a.fileName,
        file_size: a.fileSize,
        mime_type: a.mimeType,
        created_at: iso(a.createdAt),
        path,
      };
    }),
  );
  addJson(
    'project-files.json',
    versions.map(({ version: v, fileName }) => {
      const path = `files/project-files/${v.fileId}/v${v.versionNumber}-${zipSafeName(v.fileName)}`;
      filePaths.set(v.id, path);
      return {
        file_id: v.fileId,
        file_name: fileName,
        project_id: v.projectId,
        version_id: v.id,
        version_number: v.versionNumber,
        version_file_name: v.fileName,
        size_bytes: v.sizeBytes,
        mime_type: v.mimeType,
        comment: v.comment,
        created_at: iso(v.createdAt),
        path,
      };
    }),
  );
  for (const [size, avatarKey] of [
    ['256', user.avatarKey],
    ['64', user.avatarSmallKey],
  ] as const) {
    if (!avatarKey) continue;
    const stored = await storage.get(avatarKey).catch(() => undefined);
    if (!stored) continue;
    const ext = EXTENSIONS[stored.contentType] ?? 'bin';
    add(stored.body, `files/avatar-${size}.${ext}`, false);
  }
  // Stored files are images, archives and media: compressing them again costs CPU for nothing.
  for (const upload of uploads) {
    add(lazyFile(storage, upload.storageKey), filePaths.get(upload.id)!, false);
  }
  for (const { version } of versions) {
    add(lazyFile(storage, version.storageKey), filePaths.get(version.id)!, false);
  }
  zip.end();
  try {
    return await storage.put(key, output, {
      contentType: 'application/zip',
      maxBytes: EXPORT_MAX_BYTES,
    });
  } catch (error) {
    // Stop every reader still queued or running (no query is left to outlive the attempt).
    output.destroy();
    for (const source of sources) source.destroy();
    throw error;
  }
}
