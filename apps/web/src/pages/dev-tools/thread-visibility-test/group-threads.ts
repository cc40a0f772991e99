import type { ThreadJson } from '@crewline/shared/contracts/chat-responses';

/** The threads of one project, or all direct conversations (`contextId` null). */
type ThreadGroup = {
  key: string;
  kind: 'project' | 'direct';
  contextId: string | null;
  name: string;
  threads: ThreadJson[];
};

/** Groups threads by project (in order of first appearance), direct conversations last. */
export function groupThreads(threads: readonly ThreadJson[]): ThreadGroup[] {
  const projects = new Map<string, ThreadGroup>();
  const direct: ThreadJson[] = [];
  for (const thread of threads) {
    if (thread.context_type === 'direct' || !thread.context_id) {
      direct.push(thread);
      continue;
    }
    const group = projects.get(thread.context_id) ?? {
      key: `project:${thread.context_id}`,
      kind: 'project' as const,
      contextId: thread.context_id,
      name: thread.context_name,
      threads: [],
    };
    group.threads.push(thread);
    projects.set(thread.context_id, group);
  }
  const groups = [...projects.values()];
  if (direct.length > 0) {
    groups.push({ key: 'direct', kind: 'direct', contextId: null, name: '', threads: direct });
  }
  return groups;
}
