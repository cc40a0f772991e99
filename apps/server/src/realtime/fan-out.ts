import type { ProjectRole } from '@crewline/shared/contracts/members';
import type { ServerFrame } from '@crewline/shared/realtime/server-frames';
import { sendText, type Connection } from './connections.ts';

/**
 * Sends one frame to many sockets, serialized once. The same string goes to every socket, so a
 * fan-out to a thousand sockets costs one JSON.stringify.
 */
export function sendToAll(connections: Iterable<Connection>, frame: ServerFrame): void {
  const text = JSON.stringify(frame);
  for (const connection of connections) sendText(connection, text);
}

/**
 * Presents a frame once per recipient role in a project (an entity carries the recipient's
 * abilities) and sends each socket its role's copy. `present` returns undefined to send nothing
 * to that role.
 */
export function sendPerRole(
  connections: Iterable<Connection>,
  projectId: string,
  present: (role: ProjectRole) => ServerFrame | undefined,
): void {
  const texts = new Map<ProjectRole, string | undefined>();
  for (const connection of connections) {
    const role = connection.projects.get(projectId);
    if (!role) continue;
    if (!texts.has(role)) {
      const frame = present(role);
      texts.set(role, frame && JSON.stringify(frame));
    }
    const text = texts.get(role);
    if (text) sendText(connection, text);
  }
}

/** The union of several rooms' sockets, each once. */
export function union(...groups: Iterable<Connection>[]): Set<Connection> {
  const all = new Set<Connection>();
  for (const group of groups) for (const connection of group) all.add(connection);
  return all;
}
