import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { Project } from '../../api/projects/types.ts';
import { BillableDefaultSetting } from '../../features/time/billable-default-setting.tsx';
import { DeleteProjectSection } from './components/delete-project-section.tsx';
import { InsightSettings } from './components/insight-settings.tsx';
import { ProjectDetailsEditor } from './components/project-details-editor.tsx';

/**
 * "Project Details" and "Danger Zone", each saying "Only the project owner can …" without the
 * right; for those who may edit the project, the billable default and the insight settings too.
 */
export function ProjectSettings({ project }: { project: Project }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      {project.can.update ? (
        <ProjectDetailsEditor project={project} heading={t('projects.settings.title')} />
      ) : (
        <section className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-5">
          <h2 className="text-lg font-semibold">{t('projects.settings.title')}</h2>
          <p className="text-sm text-fg-muted">{t('projects.settings.ownerOnlyEdit')}</p>
        </section>
      )}
      {project.can.update ? <BillableDefaultSetting project={project} /> : null}
      {project.can.update ? (
        // Keyed by the saved values: a change saved elsewhere (another tab) replaces the draft.
        <InsightSettings
          key={`${project.time_zone} ${project.stalled_after_days}`}
          project={project}
        />
      ) : null}
      <DeleteProjectSection project={project} />
    </div>
  );
}

/** The advanced tab: owner only; anyone else is sent to the overview. */
export function AdvancedTab({ project }: { project: Project }) {
  if (!project.can.open_advanced) {
    return (
      <Navigate to={`/dashboard/projects/${project.id}`} replace state={{ advancedDenied: true }} />
    );
  }
  return <ProjectSettings project={project} />;
}
