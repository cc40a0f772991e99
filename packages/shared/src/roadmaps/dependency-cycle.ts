/** A finish-to-start link: `blocker` must finish before `blocked` starts. */
export type DependencyEdge = { readonly blocker: string; readonly blocked: string };

/**
 * The cycle the proposed link would close, or null when it closes none. Adding blocker → blocked
 * closes a cycle exactly when `blocked` already reaches `blocker` along existing links; the
 * answer is that path, `blocked` first and `blocker` last (the proposed link leads back to the
 * start). A link of a task to itself is the cycle `[task]`. Breadth-first, so the path is a
 * shortest one, and linear in the number of links: each task and each link is visited once.
 * Duplicate links and links that do not touch the path are harmless.
 */
export function findDependencyCycle(
  edges: Iterable<DependencyEdge>,
  proposed: DependencyEdge,
): string[] | null {
  if (proposed.blocker === proposed.blocked) return [proposed.blocker];
  const next = new Map<string, string[]>();
  for (const { blocker, blocked } of edges) {
    const out = next.get(blocker);
    if (out) out.push(blocked);
    else next.set(blocker, [blocked]);
  }
  // Each reached task points back to the task it was reached from; the start points to itself.
  const cameFrom = new Map<string, string>([[proposed.blocked, proposed.blocked]]);
  const queue = [proposed.blocked];
  for (let head = 0; head < queue.length; head += 1) {
    const task = queue[head]!;
    if (task === proposed.blocker) return pathTo(cameFrom, task);
    for (const following of next.get(task) ?? []) {
      if (cameFrom.has(following)) continue;
      cameFrom.set(following, task);
      queue.push(following);
    }
  }
  return null;
}

/** The path from the walk's start to `end`, read back through `cameFrom`. */
function pathTo(cameFrom: ReadonlyMap<string, string>, end: string): string[] {
  const path = [end];
  let task = end;
  while (cameFrom.get(task) !== task) {
    task = cameFrom.get(task)!;
    path.push(task);
  }
  return path.reverse();
}
