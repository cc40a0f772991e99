import { useQuery } from '@tanstack/react-query';
import { fetchTemplates } from './projects-api.ts';
import { projectKeys } from './query-keys.ts';

/** The caller's saved project templates. */
export function useTemplates(enabled = true) {
  return useQuery({ queryKey: projectKeys.templates(), queryFn: fetchTemplates, enabled });
}
