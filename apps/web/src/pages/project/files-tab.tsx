import type { Project } from '../../api/projects/types.ts';
import { FileBrowser } from '../../features/files/file-browser.tsx';

/** Project page → Files: the file manager rooted at this project. */
export function FilesTab({ project }: { project: Project }) {
  return <FileBrowser project={project} />;
}
