import type { Active, Announcements, Over, ScreenReaderInstructions } from '@dnd-kit/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DragData, DropData } from './board-dnd-ids.ts';

type Accessibility = {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
};

/** What a screen reader hears while a card is dragged, in the interface language. */
export function useBoardAnnouncements(): Accessibility {
  const { t } = useTranslation();
  return useMemo(() => {
    const title = (event: { active: { data: { current?: unknown } } }) =>
      (event.active.data.current as DragData | undefined)?.task.title ?? '';
    const overText = (event: { active: Active; over: Over | null }, dropped: boolean) => {
      const target = event.over?.data.current as DropData | undefined;
      const name = title(event);
      if (!target) return t('tasks.board.announce.outside', { title: name });
      if (target.type === 'trash') {
        return dropped
          ? t('tasks.board.announce.dropTrash', { title: name })
          : t('tasks.board.announce.overTrash', { title: name });
      }
      const status = t(`tasks.status.${target.status}`);
      if (dropped) return t('tasks.board.announce.dropColumn', { title: name, status });
      return target.type === 'card'
        ? t('tasks.board.announce.overCard', { title: name, target: target.task.title, status })
        : t('tasks.board.announce.overColumn', { title: name, status });
    };
    return {
      screenReaderInstructions: { draggable: t('tasks.board.dragHint') },
      announcements: {
        onDragStart: (event) => t('tasks.board.announce.start', { title: title(event) }),
        onDragOver: (event) => overText(event, false),
        onDragEnd: (event) =>
          event.over
            ? overText(event, true)
            : t('tasks.board.announce.cancel', { title: title(event) }),
        onDragCancel: (event) => t('tasks.board.announce.cancel', { title: title(event) }),
      },
    };
  }, [t]);
}
