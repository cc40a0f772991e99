import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../api/projects/types.ts';
import { VoiceRecordButton } from './voice-record-button.tsx';
import { VoiceTaskPreview } from './voice-task-preview.tsx';

type VoiceTaskLauncherProps = {
  /** The caller's projects, most recent first. */
  projects: readonly Pick<Project, 'id' | 'title' | 'can'>[];
  /** The project to preselect when the screen has one in focus. */
  defaultProjectId?: string;
  /** "Type instead", offered whenever voice fails, given the default project. */
  onTypeInstead: (projectId: string) => void;
};

/**
 * The dashboard's and Tasks screen's voice button: speech is recorded and
 * transcribed, then read with the dashboard parser into the Voice Task Preview. Nothing shows
 * while the caller has no project to create tasks in.
 */
export function VoiceTaskLauncher({
  projects,
  defaultProjectId,
  onTypeInstead,
}: VoiceTaskLauncherProps) {
  const { t } = useTranslation();
  const [transcript, setTranscript] = useState<string | null>(null);
  const creatable = projects.filter((project) => project.can.create_tasks);
  const fallbackProject = creatable.find((p) => p.id === defaultProjectId) ?? creatable[0];
  if (!fallbackProject) return null;
  return (
    // Kept at the end even when the header wraps, so the button's panel (anchored to its end)
    // opens over the page rather than off a phone's screen.
    <div className="ms-auto">
      <VoiceRecordButton
        label={t('voicePreview.button')}
        hint={t('voicePreview.hint')}
        onTranscript={(heard) => setTranscript(heard.text)}
        onTypeInstead={() => onTypeInstead(fallbackProject.id)}
      />
      <VoiceTaskPreview
        open={transcript !== null}
        transcript={transcript ?? ''}
        projects={projects}
        defaultProjectId={defaultProjectId}
        onClose={() => setTranscript(null)}
      />
    </div>
  );
}
