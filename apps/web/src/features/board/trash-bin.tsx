import { useDroppable } from '@dnd-kit/core';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TRASH_ID, type DropData } from './board-dnd-ids.ts';

/**
 * The delete drop target. Always mounted so the drag measures its place when it starts; shown
 * only while a card the viewer may delete is being dragged.
 */
export function TrashBin({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  const drop = useDroppable({
    id: TRASH_ID,
    data: { type: 'trash' } satisfies DropData,
    disabled: !visible,
  });
  const over = visible && drop.isOver;
  return (
    <div
      ref={drop.setNodeRef}
      data-testid="trash-bin"
      aria-hidden={!visible}
      aria-label={t('tasks.board.trashLabel')}
      className={`fixed bottom-20 left-1/2 z-30 flex -translate-x-1/2 items-center gap-3 rounded-2xl border-2 border-dashed px-6 py-4 shadow-lg transition-[opacity,background-color,color] duration-200 md:bottom-8 ${
        visible ? 'opacity-100' : 'pointer-events-none invisible opacity-0'
      } ${
        over
          ? 'border-red-600 bg-red-600 text-white'
          : 'border-red-400 bg-surface text-red-700 dark:text-red-300'
      }`}
    >
      <Trash2
        aria-hidden="true"
        className={`size-6 transition-transform ${over ? 'scale-125' : ''}`}
      />
      <span className="text-sm font-semibold whitespace-nowrap">
        {over ? t('tasks.board.trashOver') : t('tasks.board.trashIdle')}
      </span>
    </div>
  );
}
