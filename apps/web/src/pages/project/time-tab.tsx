import type { Project } from '../../api/projects/types.ts';
import { ProjectTimesheet } from '../../features/time/project-timesheet.tsx';

/** The project page's Time tab: the week timesheet of everyone's logged time. */
export function TimeTab({ project }: { project: Project }) {
  return <ProjectTimesheet project={project} />;
}
