/**
 * The project member a spoken name means: an exact full name, then an exact first name;
 * null when nothing matches or two members match equally.
 */
export function matchVoiceAssignee<M extends { name: string }>(
  spoken: string,
  members: readonly M[],
): M | null {
  const wanted = spoken.trim().toLowerCase();
  if (!wanted) return null;
  const unique = (found: M[]) => (found.length === 1 ? found[0]! : null);
  const full = members.filter((m) => m.name.trim().toLowerCase() === wanted);
  if (full.length > 0) return unique(full);
  return unique(members.filter((m) => m.name.trim().toLowerCase().split(/\s+/)[0] === wanted));
}
