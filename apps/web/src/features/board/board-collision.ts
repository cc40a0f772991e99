import { TASK_STATUSES, type TaskStatus } from '@crewline/shared/domain/task-enums';
import {
  pointerWithin,
  type ClientRect,
  type CollisionDetection,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { cardDropId, columnDropId, type DropData } from './board-dnd-ids.ts';

const center = (rect: ClientRect) => ({
  x: rect.left + rect.width / 2,
  y: rect.top + rect.height / 2,
});

const RANK: Record<DropData['type'], number> = { trash: 0, card: 1, column: 2 };

/**
 * What the dragged card is over: the droppable under the pointer (for the keyboard, under the
 * card's centre), the trash bin before a card, a card before its column. Hit-testing a point
 * instead of overlaps keeps a drop where the person aimed, whichever size the card has.
 */
export const boardCollision: CollisionDetection = (args) => {
  const point = args.pointerCoordinates ?? (args.collisionRect ? center(args.collisionRect) : null);
  if (!point) return [];
  const hits = pointerWithin({ ...args, pointerCoordinates: point }).filter(
    (hit) => hit.id !== cardDropId(String(args.active.id)),
  );
  const rank = (id: string | number) => {
    const data = args.droppableContainers.find((container) => container.id === id)?.data.current as
      DropData | undefined;
    return data ? RANK[data.type] : 3;
  };
  return hits.sort((a, b) => rank(a.id) - rank(b.id)).slice(0, 1);
};

// Aim a little below a column's top edge: its header, where no card is.
const HEADER_OFFSET = 20;

/**
 * Keyboard dragging: Left/Right jump to the previous/next column (mirrored in
 * right-to-left layouts), Up/Down step over the cards of the column the card is over. Returns
 * the new coordinates of the card's top-left corner.
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { currentCoordinates, context },
) => {
  const { active, collisionRect, droppableRects, droppableContainers, over } = context;
  if (!active || !collisionRect) return undefined;
  const from = center(collisionRect);
  const moveTo = (x: number, y: number) => ({
    x: currentCoordinates.x + (x - from.x),
    y: currentCoordinates.y + (y - from.y),
  });
  const overData = over?.data.current as DropData | undefined;
  const activeData = active.data.current as { task?: { status: TaskStatus } } | undefined;
  const status: TaskStatus =
    overData && overData.type !== 'trash' ? overData.status : (activeData?.task?.status ?? 'todo');

  const rtl = getComputedStyle(document.documentElement).direction === 'rtl';
  const horizontal = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 } as const;
  if (event.code === 'ArrowRight' || event.code === 'ArrowLeft') {
    event.preventDefault();
    const next = TASK_STATUSES[TASK_STATUSES.indexOf(status) + horizontal[event.code]];
    const rect = next ? droppableRects.get(columnDropId(next)) : undefined;
    if (!rect) return currentCoordinates;
    return moveTo(rect.left + rect.width / 2, rect.top + HEADER_OFFSET);
  }
  if (event.code === 'ArrowDown' || event.code === 'ArrowUp') {
    event.preventDefault();
    const down = event.code === 'ArrowDown';
    const cards = droppableContainers
      .getEnabled()
      .filter((container: DroppableContainer) => {
        const data = container.data.current as DropData | undefined;
        return (
          data?.type === 'card' &&
          data.status === status &&
          container.id !== cardDropId(String(active.id))
        );
      })
      .map((container) => droppableRects.get(container.id))
      .filter((rect): rect is ClientRect => rect !== undefined)
      .map(center)
      .filter((point) => (down ? point.y > from.y + 1 : point.y < from.y - 1))
      .sort((a, b) => (down ? a.y - b.y : b.y - a.y));
    const target = cards[0];
    if (target) return moveTo(target.x, target.y);
    if (!down) {
      const column = droppableRects.get(columnDropId(status));
      if (column) return moveTo(column.left + column.width / 2, column.top + HEADER_OFFSET);
    }
    return currentCoordinates;
  }
  return undefined;
};
