/** What a board position helper needs of a task. */
type Positioned = { id: string; position: number };

/**
 * A position strictly between two neighbours' positions (fractional, so a move writes one row;
 * see apps/server/src/commands/task-position.ts). Missing neighbours mean the column's start or
 * end; an empty column starts at 1.
 */
export function positionBetween(before: number | undefined, after: number | undefined): number {
  if (before === undefined && after === undefined) return 1;
  if (before === undefined) return (after as number) - 1;
  if (after === undefined) return before + 1;
  return (before + after) / 2;
}

/** Where a dropped card lands: a new position, or null when it would not move at all. */
type DropPlace = { position: number } | null;

/**
 * The position of `activeId` dropped on column `column` (sorted by position; it may contain the
 * dragged card itself), either on the column (`overId` null: the end of the column) or on one of
 * its cards. Dropping on a card takes that card's place: a card dragged downwards in its own
 * column goes after it, anything else goes before it, as a sortable list does. Returns null for
 * "same place" (dropped on itself, or on its own column without a target card).
 */
export function dropPlace(
  column: readonly Positioned[],
  activeId: string,
  overId: string | null,
): DropPlace {
  const activeIndex = column.findIndex((task) => task.id === activeId);
  if (overId === null) {
    if (activeIndex !== -1) return null;
    return { position: positionBetween(column.at(-1)?.position, undefined) };
  }
  if (overId === activeId) return null;
  const overIndex = column.findIndex((task) => task.id === overId);
  if (overIndex === -1) return dropPlace(column, activeId, null);
  const others = column.filter((task) => task.id !== activeId);
  const overInOthers = others.findIndex((task) => task.id === overId);
  const after = activeIndex !== -1 && activeIndex < overIndex;
  const index = after ? overInOthers + 1 : overInOthers;
  const prev = others[index - 1];
  const next = others[index];
  // Already between exactly these neighbours: nothing to write.
  if (activeIndex !== -1 && column[activeIndex - 1] === prev && column[activeIndex + 1] === next) {
    return null;
  }
  return { position: positionBetween(prev?.position, next?.position) };
}
