import type { TaskStatus } from '@crewline/shared/domain/task-enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../api/projects/types.ts';
import { VoiceRecordButton } from './voice-record-button.tsx';
import { VoiceTaskPreview } from './voice-task-preview.tsx';

type BoardVoiceButtonProps = {
  project: Pick<Project, 'id' | 'title' | 'can'>;
  /** The column the button sits in: the new task gets its status. */
  status: TaskStatus;
  /** Opens the typed create dialog for this column (offered whenever voice fails). */
  onTypeInstead: () => void;
};

/**
 * A board column's voice button: records with the board's deadline hint, then
 * opens the Voice Task Preview with the board's parser, fixed to this project and column; the
 * created task joins the board's cache, so it appears in the column at once.
 */
export function BoardVoiceButton({ project, status, onTypeInstead }: BoardVoiceButtonProps) {
  const { t } = useTranslation();
  const [transcript, setTranscript] = useState<string | null>(null);
  return (
    <>
      <VoiceRecordButton
        compact
        label={t('voice.recordInColumn', { status: t(`tasks.status.${status}`) })}
        hint={t('voice.board.hint')}
        onTranscript={(heard) => setTranscript(heard.text)}
        onTypeInstead={onTypeInstead}
      />
      <VoiceTaskPreview
        open={transcript !== null}
        transcript={transcript ?? ''}
        projects={[project]}
        projectId={project.id}
        status={status}
        flavour="board"
        onClose={() => setTranscript(null)}
      />
    </>
  );
}
