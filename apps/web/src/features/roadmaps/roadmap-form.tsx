import type { RoadmapJson, RoadmapVisibility } from '@crewline/shared/contracts/roadmaps';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectMilestones } from '../../api/milestones/use-milestones.ts';
import { useProjects } from '../../api/projects/use-projects.ts';
import { useDeleteRoadmap, useSaveRoadmap } from '../../api/roadmaps/use-roadmaps.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { Modal } from '../../components/modal.tsx';
import { TextField, inputClass } from '../../components/text-field.tsx';
import { describeError } from '../../i18n/describe-error.ts';

type Chosen = { id: string; name: string; projectName: string };

/**
 * Creates a roadmap, or edits one its viewer created: title, description, who may see it, and
 * milestones picked project by project (only the viewer's projects are offered; the server checks
 * again). Milestones already on it that the viewer cannot see are kept as they are.
 */
export function RoadmapForm({
  editing,
  open,
  onClose,
}: {
  editing?: RoadmapJson;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveRoadmap();
  const remove = useDeleteRoadmap();
  const projects = useProjects();
  const [title, setTitle] = useState(editing?.title ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [visibility, setVisibility] = useState<RoadmapVisibility>(editing?.visibility ?? 'private');
  const [chosen, setChosen] = useState<Chosen[]>(
    editing?.milestones.map((m) => ({ id: m.id, name: m.name, projectName: m.project_name })) ?? [],
  );
  const [projectId, setProjectId] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const milestones = useProjectMilestones(projectId);
  const projectName = projects.data?.find((project) => project.id === projectId)?.name ?? '';
  const chosenIds = new Set(chosen.map((m) => m.id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        id: editing?.id,
        input: { title, description, visibility, milestone_ids: chosen.map((m) => m.id) },
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t(editing ? 'roadmaps.form.edit' : 'roadmaps.form.new')}
      wide
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        {save.error ? (
          <FormAlert tone="error">
            {describeError(save.error, t, t('roadmaps.form.failed'))}
          </FormAlert>
        ) : null}
        <TextField
          label={t('roadmaps.form.title')}
          required
          limit={200}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t('roadmaps.form.description')}
          <textarea
            className={inputClass}
            rows={3}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </label>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('roadmaps.form.visibility')}</legend>
          {(['private', 'members'] as const).map((value) => (
            <label key={value} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name="visibility"
                className="mt-1"
                checked={visibility === value}
                onChange={() => setVisibility(value)}
              />
              {t(`roadmaps.form.${value}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('roadmaps.form.milestones')}</legend>
          <label className="flex flex-col gap-1.5 text-sm">
            {t('roadmaps.form.project')}
            <select
              className={inputClass}
              value={projectId}
              onChange={(event) => setProjectId(event.target.value)}
            >
              <option value="">{t('roadmaps.form.chooseProject')}</option>
              {(projects.data ?? []).map((project) => (
                <option key={project.id} value={project.id}>
                  {project.name}
                </option>
              ))}
            </select>
          </label>
          {projectId && milestones.isPending ? (
            <p className="text-sm text-muted-fg">{t('roadmaps.form.loadingMilestones')}</p>
          ) : null}
          {projectId && milestones.data?.length === 0 ? (
            <p className="text-sm text-muted-fg">{t('roadmaps.form.noMilestones')}</p>
          ) : null}
          <ul className="flex flex-wrap gap-2">
            {(milestones.data ?? [])
              .filter((milestone) => !chosenIds.has(milestone.id))
              .map((milestone) => (
                <li key={milestone.id}>
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm')}
                    onClick={() =>
                      setChosen((list) => [
                        ...list,
                        { id: milestone.id, name: milestone.name, projectName },
                      ])
                    }
                  >
                    {t('roadmaps.form.add', { name: milestone.name })}
                  </button>
                </li>
              ))}
          </ul>
          <h3 className="mt-2 text-sm font-medium">{t('roadmaps.form.chosen')}</h3>
          {chosen.length === 0 ? (
            <p className="text-sm text-muted-fg">{t('roadmaps.form.noneChosen')}</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {chosen.map((milestone) => (
                <li
                  key={milestone.id}
                  className="flex items-center justify-between gap-2 rounded-lg border border-border px-3 py-1 text-sm"
                >
                  <span className="min-w-0 break-words">
                    {milestone.name}
                    <span className="text-muted-fg"> · {milestone.projectName}</span>
                  </span>
                  <button
                    type="button"
                    className={buttonClass('ghost', 'sm')}
                    onClick={() => setChosen((list) => list.filter((m) => m.id !== milestone.id))}
                  >
                    {t('roadmaps.form.remove', { name: milestone.name })}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonClass()} disabled={save.isPending}>
            {t('roadmaps.form.save')}
          </button>
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {t('roadmaps.form.cancel')}
          </button>
          {editing ? (
            <button
              type="button"
              className={buttonClass('danger', 'md', 'ms-auto')}
              onClick={() => setConfirmDelete(true)}
            >
              {t('roadmaps.form.delete')}
            </button>
          ) : null}
        </div>
      </form>
      {editing ? (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={t('roadmaps.form.deleteTitle')}
          body={t('roadmaps.form.deleteBody', { title: editing.title })}
          confirmLabel={t('roadmaps.form.delete')}
          cancelLabel={t('roadmaps.form.cancel')}
          busyLabel={t('roadmaps.form.delete')}
          busy={remove.isPending}
          error={
            remove.error ? describeError(remove.error, t, t('roadmaps.form.deleteFailed')) : null
          }
          onConfirm={() => remove.mutate(editing.id, { onSuccess: onClose })}
        />
      ) : null}
    </Modal>
  );
}
