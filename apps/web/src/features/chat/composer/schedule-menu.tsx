import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CalendarClock, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { QUICK_SCHEDULES, quickScheduleTime } from './schedule-times.ts';

const itemClass =
  'flex min-h-11 cursor-pointer flex-col justify-center rounded-lg px-3 py-1 text-sm outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-muted';

type ScheduleMenuProps = {
  /** False with nothing to send, or while sending or uploading: only the list can be opened. */
  canSchedule: boolean;
  onSchedule: (time: Date) => void;
  onCustom: () => void;
  onShowList: () => void;
};

/**
 * The menu beside Send: the quick times (each with the moment it resolves to),
 * "Custom…", and the list of this thread's scheduled messages.
 */
export function ScheduleMenu({ canSchedule, onSchedule, onCustom, onShowList }: ScheduleMenuProps) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  // The moments are worked out when the menu opens, so they are current when read.
  const [openedAt, setOpenedAt] = useState(() => new Date());
  const label = t('chatComposer.schedule.menu');
  return (
    <DropdownMenu.Root onOpenChange={(open) => open && setOpenedAt(new Date())}>
      <DropdownMenu.Trigger
        aria-label={label}
        title={label}
        className="inline-flex min-h-11 items-center justify-center gap-0.5 rounded-lg px-2 text-fg-muted transition-colors hover:bg-muted hover:text-fg"
      >
        <CalendarClock aria-hidden="true" className="size-5" />
        <ChevronDown aria-hidden="true" className="size-3.5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="top"
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 min-w-60 rounded-xl border border-border bg-surface p-1 text-fg shadow-lg"
        >
          {QUICK_SCHEDULES.map((option) => (
            <DropdownMenu.Item
              key={option}
              disabled={!canSchedule}
              onSelect={() => onSchedule(quickScheduleTime(option, new Date()))}
              className={itemClass}
            >
              <span>{t(`chatComposer.schedule.${option}`)}</span>
              <span className="text-xs text-fg-muted">
                {date(quickScheduleTime(option, openedAt), {
                  weekday: 'short',
                  day: 'numeric',
                  month: 'short',
                  hour: 'numeric',
                  minute: '2-digit',
                })}
              </span>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item disabled={!canSchedule} onSelect={onCustom} className={itemClass}>
            {t('chatComposer.schedule.custom')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item onSelect={onShowList} className={itemClass}>
            {t('chatComposer.schedule.list')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
