import {
  DEFAULT_TASK_STATUS,
  type TaskPriority,
  type TaskStatus,
} from '@crewline/shared/domain/task-enums';
import { matchVoiceAssignee } from '@crewline/shared/domain/voice-assignee-match';
import { voiceDescriptionWithChecklist } from '@crewline/shared/domain/voice-checklist';
import type { VoiceTaskDraft } from '@crewline/shared/domain/voice-parse-dashboard';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../api/projects/types.ts';
import type { Task } from '../../api/tasks/types.ts';
import { useCreateTask } from '../../api/tasks/use-create-task.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import { toLanguage } from '../../i18n/languages.ts';
import { browserClock } from '../../i18n/local-days.ts';
import { Modal } from '../../components/modal.tsx';
import { TaskFields } from '../tasks/task-fields.tsx';
import { toCreateInput, validateTaskForm, type TaskFormValues } from '../tasks/task-form-state.ts';
import { parseVoiceDraft, type VoiceParseFlavour } from './voice-task-preview-draft.ts';
import { usePreviewMembers } from './voice-task-preview-members.ts';

type PreviewProject = Pick<Project, 'id' | 'title' | 'can'>;

/** Props of the Voice Task Preview; the board passes a fixed project and its column's status. */
export type VoiceTaskPreviewProps = {
  open: boolean;
  /** What the speech engine heard; '' means no speech was detected. */
  transcript: string;
  /** The caller's projects, most recent first (the first creatable one is the default). */
  projects: readonly PreviewProject[];
  /** A fixed project (the board's): the picker shows it and cannot change it. */
  projectId?: string;
  /** The project to preselect when the screen has one in focus (e.g. a project filter). */
  defaultProjectId?: string;
  /** The new task's status (the board column's); To Do otherwise. */
  status?: TaskStatus;
  /** Which parser (docs/PRODUCT.md, Voice tasks): the dashboard's (with assignee and steps) unless the board's. */
  flavour?: VoiceParseFlavour;
  onClose: () => void;
  onCreated?: (task: Task) => void;
};

/**
 * The Voice Task Preview: the task parsed from speech, every field editable,
 * created in the chosen project. The spoken assignee is matched against that project's
 * members, again whenever the project changes (the earlier product gave the preview no members
 * on the Tasks screen; we do). The form unmounts on close, so each opening starts afresh.
 */
export function VoiceTaskPreview({ open, onClose, ...props }: VoiceTaskPreviewProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('voicePreview.title')}
      description={t('voicePreview.description')}
      wide
    >
      <PreviewForm key={props.transcript} {...props} onClose={onClose} />
    </Modal>
  );
}

type Editable = {
  title: string;
  description: string;
  priority: TaskPriority;
  status: TaskStatus;
  dueDate: string;
};

/** The editable fields a transcript starts the preview with. */
function initialFields(draft: VoiceTaskDraft, status: TaskStatus, fallbackTitle: string): Editable {
  return {
    title: draft.title || fallbackTitle,
    description: voiceDescriptionWithChecklist(draft),
    priority: draft.priority,
    status,
    dueDate: draft.deadlineDate ?? '',
  };
}

function PreviewForm({
  transcript,
  projects,
  projectId: fixedProjectId,
  defaultProjectId,
  status = DEFAULT_TASK_STATUS,
  flavour = 'dashboard',
  onClose,
  onCreated,
}: Omit<VoiceTaskPreviewProps, 'open'>) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const id = useId();
  const create = useCreateTask();
  const noSpeech = transcript.trim() === '';
  // Parsed once per opening, in the viewer's zone and interface language.
  const [draft] = useState(() =>
    parseVoiceDraft(transcript, flavour, browserClock(), toLanguage(i18n.language)),
  );
  const [fields, setFields] = useState(() =>
    initialFields(draft, status, noSpeech ? t('voicePreview.fallbackTitle') : ''),
  );
  const [chosenProject, setChosenProject] = useState<string | null>(null);
  // The caller's own assignee pick, kept only for the project it was made in.
  const [assigneeChoice, setAssigneeChoice] = useState<{ projectId: string; id: string } | null>(
    null,
  );
  const [titleError, setTitleError] = useState(false);

  const creatable = projects.filter((project) => project.can.create_tasks);
  const choices = fixedProjectId ? projects.filter((p) => p.id === fixedProjectId) : creatable;
  const projectId =
    fixedProjectId ??
    chosenProject ??
    creatable.find((p) => p.id === defaultProjectId)?.id ??
    creatable[0]?.id ??
    '';
  const { members, loading: membersLoading } = usePreviewMembers(projectId);
  const matched = draft.assignee ? matchVoiceAssignee(draft.assignee, members) : null;
  const assigneeId =
    assigneeChoice?.projectId === projectId ? assigneeChoice.id : (matched?.id ?? '');

  const values: TaskFormValues = { ...fields, projectId, assigneeId };

  function change<K extends keyof TaskFormValues>(key: K, value: TaskFormValues[K]) {
    // The key check does not narrow a generic value; both fields are plain strings.
    if (key === 'projectId') setChosenProject(value as string);
    else if (key === 'assigneeId') setAssigneeChoice({ projectId, id: value as string });
    else {
      setFields((current) => ({ ...current, [key]: value }));
      if (key === 'title') setTitleError(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const errors = validateTaskForm(values);
    setTitleError(Boolean(errors.title));
    if (errors.title || errors.projectId) return;
    create.mutate(toCreateInput(values), {
      onSuccess: (task) => {
        toast.success(t('voicePreview.created'));
        onCreated?.(task);
        onClose();
      },
    });
  }

  // Waiting for the members keeps a spoken assignee from being dropped by a quick click.
  const waiting = create.isPending || (draft.assignee !== null && membersLoading);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {noSpeech ? <FormAlert tone="info">{t('voicePreview.noSpeech')}</FormAlert> : null}
      {create.isError ? <FormAlert tone="error">{t('voicePreview.failed')}</FormAlert> : null}
      {noSpeech ? null : (
        <figure className="flex flex-col gap-1 rounded-lg bg-muted px-3 py-2">
          <figcaption className="text-xs font-semibold text-fg-muted">
            {t('voicePreview.heard')}
          </figcaption>
          <blockquote className="text-sm">{transcript.trim()}</blockquote>
        </figure>
      )}
      <TaskFields
        id={id}
        values={values}
        onChange={change}
        titleError={titleError ? t('tasks.form.titleRequired') : null}
        descriptionDescribedBy={draft.bulletPoints.length > 0 ? `${id}-checklist` : undefined}
        descriptionHint={
          draft.bulletPoints.length > 0 ? (
            <p id={`${id}-checklist`} className="text-xs text-fg-muted">
              {t('voicePreview.checklist', { count: draft.bulletPoints.length })}
            </p>
          ) : null
        }
        projects={choices}
        projectLocked={fixedProjectId !== undefined}
        projectPlaceholder={projectId === ''}
        projectNote={
          choices.length === 0 ? (
            <p className="text-sm text-fg-muted">{t('voicePreview.noProjects')}</p>
          ) : null
        }
        assigneeHint={
          draft.assignee && projectId && !membersLoading ? (
            <p className="text-xs text-fg-muted">
              {matched
                ? t('voicePreview.assigneeMatched', { name: draft.assignee, member: matched.name })
                : t('voicePreview.assigneeNoMatch', { name: draft.assignee })}
            </p>
          ) : null
        }
        dueDateHint={
          draft.deadline ? (
            <p className="text-xs text-fg-muted">
              {draft.deadlineDate
                ? t('voicePreview.deadlineHeard', { phrase: draft.deadline })
                : t('voicePreview.deadlineUnresolved', { phrase: draft.deadline })}
            </p>
          ) : null
        }
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary')} onClick={onClose}>
          {t('voicePreview.cancel')}
        </button>
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={waiting || projectId === '' || fields.title.trim() === ''}
        >
          {create.isPending ? t('voicePreview.creating') : t('voicePreview.create')}
        </button>
      </div>
    </form>
  );
}
