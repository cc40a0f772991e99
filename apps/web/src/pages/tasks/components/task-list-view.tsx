import type { TaskStatus } from '@crewline/shared/domain/task-enums';
import {
  defaultRangeExtractor,
  measureElement as measureWithObserver,
  useWindowVirtualizer,
  type Range,
  type VirtualItem,
} from '@tanstack/react-virtual';
import { Pencil, Trash2 } from 'lucide-react';
import { memo, useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../api/tasks/types.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { iconButtonClass } from '../../../components/button-styles.ts';
import { useBoardDueText } from '../../../features/board/use-board-due-text.ts';
import { DuePill, PriorityPill } from '../../../features/tasks/task-pills.tsx';
import { CardTimerBadge } from '../../../features/time/card-timer-badge.tsx';
import { TruncatedName } from '../../../components/truncated-name.tsx';

type TaskListViewProps = {
  groups: { status: TaskStatus; tasks: Task[] }[];
  projectNames: ReadonlyMap<string, string>;
  onOpen: (task: Task) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
};

/** One line of the virtual list: a group's heading or one of its tasks. */
type ListItem =
  | { kind: 'heading'; group: number }
  | { kind: 'task'; group: number; task: Task; position: number };

/** A row with a one-line meta (wide screens); on phones the project wraps and rows measure ~84. */
const ESTIMATED_ROW_HEIGHT = 61;
/** The heading's line (text-sm) and its pb-2; headings after the first add the pt-6 gap. */
const HEADING_HEIGHT = 28;
const GROUP_GAP = 24;
/** The width of a group box's top and bottom border, which sits between heading and rows. */
const EDGE = 1;

/**
 * The list view: tasks under their status headings, empty groups already left out. The page
 * scrolls (not the list), so one window virtualizer spans every group: headings are always
 * mounted, rows only in (and just around) the viewport, so thousands of tasks stay instant.
 */
export function TaskListView({
  groups,
  projectNames,
  onOpen,
  onEdit,
  onDelete,
}: TaskListViewProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  // Where the list starts on the page: what the virtualizer calls the scroll margin.
  const [listTop, setListTop] = useState(0);
  // The row holding keyboard focus stays mounted even when scrolled far away.
  const [focusedId, setFocusedId] = useState<string | null>(null);

  const { items, headingIndexes } = useMemo(() => {
    const list: ListItem[] = [];
    const headings: number[] = [];
    groups.forEach((group, index) => {
      headings.push(list.length);
      list.push({ kind: 'heading', group: index });
      group.tasks.forEach((task, position) =>
        list.push({ kind: 'task', group: index, task, position }),
      );
    });
    return { items: list, headingIndexes: headings };
  }, [groups]);
  const focusedIndex = useMemo(
    () =>
      focusedId === null
        ? -1
        : items.findIndex((item) => item.kind === 'task' && item.task.id === focusedId),
    [items, focusedId],
  );

  // A heading item stands for the previous box's bottom border, the gap, the heading and its
  // box's top border: rows then sit exactly where the page lays them out.
  const estimate = (index: number) => {
    const item = items[index];
    if (!item) return ESTIMATED_ROW_HEIGHT;
    // A group's first row has no top border.
    if (item.kind === 'task') return ESTIMATED_ROW_HEIGHT - (item.position === 0 ? EDGE : 0);
    return item.group === 0 ? HEADING_HEIGHT + EDGE : GROUP_GAP + HEADING_HEIGHT + 2 * EDGE;
  };

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: estimate,
    getItemKey: (index) => {
      const item = items[index];
      if (!item) return index;
      return item.kind === 'task' ? item.task.id : `heading-${groups[item.group]?.status}`;
    },
    overscan: 6,
    scrollMargin: listTop,
    // The last box's bottom border.
    paddingEnd: EDGE,
    rangeExtractor: (range: Range) => {
      const indexes = new Set(defaultRangeExtractor(range));
      for (const index of headingIndexes) indexes.add(index);
      if (focusedIndex >= 0) indexes.add(focusedIndex);
      return [...indexes].sort((a, b) => a - b);
    },
    measureElement: (element, entry, instance) => {
      const index = instance.indexFromElement(element);
      const item = items[index];
      if (item?.kind === 'heading') {
        const height = Math.round(element.getBoundingClientRect().height);
        // Headings measure only their own box: add the group borders around them.
        return height > 0 ? height + (item.group === 0 ? EDGE : 2 * EDGE) : estimate(index);
      }
      // Nothing laid out (a hidden page, or jsdom in tests): keep the estimate.
      return measureWithObserver(element, entry, instance) || estimate(index);
    },
  });

  // Every render (cheap: a few offsets) so a toolbar that wraps or a language change moves it;
  // it sets state only when the top moved, so it settles after one more render.
  const followListTop = () => {
    const top = listRef.current ? pageTop(listRef.current) : 0;
    if (top !== listTop) setListTop(top);
  };
  useLayoutEffect(followListTop);

  const virtualItems = virtualizer.getVirtualItems();
  const byIndex = new Map<number, VirtualItem>(virtualItems.map((item) => [item.index, item]));
  const listEnd = listTop + virtualizer.getTotalSize() - EDGE;

  function focusIn(event: FocusEvent<HTMLDivElement>) {
    const row = (event.target as Element).closest<HTMLElement>('[data-task-id]');
    setFocusedId(row?.dataset.taskId ?? null);
  }

  function focusOut(event: FocusEvent<HTMLDivElement>) {
    const list = event.currentTarget;
    // Moving to another row, or the window losing focus (the row keeps it): nothing to do.
    if (list.contains(event.relatedTarget) || list.contains(document.activeElement)) return;
    setFocusedId(null);
  }

  return (
    <div ref={listRef} onFocus={focusIn} onBlur={focusOut}>
      {groups.map((group, groupIndex) => {
        const headingIndex = headingIndexes[groupIndex] ?? 0;
        const heading = byIndex.get(headingIndex);
        const nextHeading = byIndex.get(headingIndexes[groupIndex + 1] ?? -1);
        const rowsStart = heading?.end ?? 0;
        // The next heading item starts with this box's bottom border.
        const rowsEnd = nextHeading ? nextHeading.start : listEnd;
        const rows = virtualItems.filter(
          (item) => item.index > headingIndex && item.index <= headingIndex + group.tasks.length,
        );
        return (
          <section
            key={group.status}
            aria-labelledby={`group-${group.status}`}
            data-testid={`group-${group.status}`}
          >
            <div
              data-index={headingIndex}
              ref={virtualizer.measureElement}
              className={groupIndex === 0 ? 'pb-2' : 'pt-6 pb-2'}
            >
              <h2 id={`group-${group.status}`} className="text-sm font-semibold text-fg-muted">
                {t('tasks.screen.groupLabel', {
                  status: t(`tasks.status.${group.status}`),
                  count: group.tasks.length,
                })}
              </h2>
            </div>
            <ul
              className="relative overflow-hidden rounded-xl border border-border bg-surface"
              style={{ height: Math.max(rowsEnd - rowsStart, 0) + 2 * EDGE }}
            >
              {rows.map((virtualRow) => {
                const item = items[virtualRow.index];
                if (item?.kind !== 'task') return null;
                return (
                  <li
                    key={virtualRow.key}
                    data-index={virtualRow.index}
                    data-task-id={item.task.id}
                    ref={virtualizer.measureElement}
                    aria-setsize={group.tasks.length}
                    aria-posinset={item.position + 1}
                    data-testid="task-row"
                    className={`group absolute inset-x-0 top-0 flex items-center gap-2 px-2 hover:bg-muted/50 ${
                      item.position > 0 ? 'border-t border-border' : ''
                    }`}
                    style={{ transform: `translateY(${virtualRow.start - rowsStart}px)` }}
                  >
                    <TaskRow
                      task={item.task}
                      projectName={projectNames.get(item.task.project_id)}
                      onOpen={onOpen}
                      onEdit={onEdit}
                      onDelete={onDelete}
                    />
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** How far below the top of the page an element starts, whatever the page's scroll. */
function pageTop(element: HTMLElement) {
  let top = 0;
  for (let node: Element | null = element; node instanceof HTMLElement; node = node.offsetParent) {
    top += node.offsetTop;
  }
  return top;
}

/** A row's contents. Memoised: scrolling re-renders the list, only new rows should render. */
const TaskRow = memo(function TaskRow({
  task,
  projectName,
  onOpen,
  onEdit,
  onDelete,
}: {
  task: Task;
  projectName?: string;
  onOpen: (task: Task) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}) {
  const { t } = useTranslation();
  const due = useBoardDueText()(task.due_date, task.status, new Date());
  return (
    <>
      <button
        type="button"
        onClick={() => onOpen(task)}
        className="flex min-h-14 min-w-0 flex-1 flex-col items-start gap-1 px-2 py-2 text-start"
      >
        <TruncatedName name={task.title} className="w-full text-start text-sm font-medium" />
        <span className="flex w-full flex-wrap items-center gap-1.5 text-xs text-fg-muted">
          <PriorityPill priority={task.priority} />
          {due ? <DuePill kind={due.kind} text={due.text} /> : null}
          <CardTimerBadge taskId={task.id} />
          {projectName ? <span className="truncate">{projectName}</span> : null}
        </span>
      </button>
      {task.assignee ? (
        <span title={task.assignee.name} className="hidden sm:inline-flex">
          <Avatar name={task.assignee.name} src={task.assignee.avatar} size="sm" />
        </span>
      ) : null}
      {task.can.update ? (
        <button
          type="button"
          className={iconButtonClass()}
          aria-label={t('tasks.board.edit')}
          title={t('tasks.board.edit')}
          onClick={() => onEdit(task)}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      {task.can.delete ? (
        <button
          type="button"
          className={iconButtonClass('hover:text-red-600')}
          aria-label={t('tasks.board.delete')}
          title={t('tasks.board.delete')}
          onClick={() => onDelete(task)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </>
  );
});
