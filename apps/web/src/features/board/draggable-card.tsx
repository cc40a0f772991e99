import { useDraggable, useDroppable } from '@dnd-kit/core';
import { memo, useId, type KeyboardEvent } from 'react';
import type { Task } from '../../api/tasks/types.ts';
import { cardDropId, type DragData, type DropData } from './board-dnd-ids.ts';
import { TaskCardBody, type CardActions } from './task-card.tsx';

type DraggableCardProps = CardActions & {
  task: Task;
  projectName?: string;
  /** Whether the board allows moving this card (its `can.update`). */
  draggable: boolean;
};

/**
 * A card on the board: draggable when the viewer may edit it, and a drop target that takes the
 * dragged card to its place. Enter opens it; Space picks it up (the keyboard sensor).
 */
export const DraggableCard = memo(function DraggableCard({
  task,
  projectName,
  draggable,
  onOpen,
  onEdit,
  onDelete,
}: DraggableCardProps) {
  const textIds = useId();
  // Named by what the card shows, title first (WCAG 2.5.3), not by its edit and delete buttons.
  const labelledBy = [
    'title',
    task.description ? 'description' : null,
    projectName ? 'project' : null,
    'meta',
  ]
    .filter(Boolean)
    .map((part) => `${textIds}-${part}`)
    .join(' ');
  const drag = useDraggable({
    id: task.id,
    data: { task } satisfies DragData,
    disabled: !draggable,
  });
  const drop = useDroppable({
    id: cardDropId(task.id),
    data: { type: 'card', status: task.status, task } satisfies DropData,
  });
  const targeted = drop.isOver && drag.isDragging === false;

  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' && onOpen && !drag.isDragging) {
      event.preventDefault();
      onOpen(task);
      return;
    }
    drag.listeners?.onKeyDown?.(event);
  }

  return (
    <div
      ref={(node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      {...drag.attributes}
      // A card that cannot be dragged still opens (Enter, click): it is not disabled.
      aria-disabled={undefined}
      {...drag.listeners}
      onKeyDown={keyDown}
      aria-labelledby={labelledBy}
      data-task-card={task.id}
      // Touch devices scroll the column unless a long press starts a drag (the touch sensor).
      className="rounded-xl outline-offset-2 focus-visible:outline-2 focus-visible:outline-primary"
    >
      <TaskCardBody
        task={task}
        projectName={projectName}
        ghost={drag.isDragging}
        targeted={targeted}
        textIds={textIds}
        onOpen={onOpen}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    </div>
  );
});
