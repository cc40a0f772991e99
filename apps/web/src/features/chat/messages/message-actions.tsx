import type { MessageJson } from '@crewline/shared/contracts/chat-responses';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import * as Popover from '@radix-ui/react-popover';
import {
  ClipboardList,
  Copy,
  CornerUpLeft,
  MoreHorizontal,
  Pencil,
  SmilePlus,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUICK_REACTIONS } from './quick-reactions.ts';

type MessageActionsProps = {
  message: MessageJson;
  /** The "⋯" menu's open state, lifted so a long press on the message can open it. */
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
  onReact: (emoji: string) => void;
  onReply: () => void;
  onCopy: () => void;
  onCreateTask?: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

const toolButton =
  'inline-flex size-8 items-center justify-center rounded-md text-fg-muted hover:bg-muted hover:text-fg focus-visible:outline-2';
const menuItem =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-muted';

/**
 * A message's toolbar: react (a small picker), reply, and "⋯" with copy, create task and, for
 * the author, edit and delete. It shows on hover or keyboard focus inside the message, so only
 * one shows at a time (a click that left focus in another message no longer keeps that one's
 * too); on a touch screen it shows when the message is tapped (it never covers other messages
 * and their attachments unasked), and a long press opens the menu.
 */
export function MessageActions(props: MessageActionsProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const { message } = props;
  const visible = props.menuOpen || picking;
  return (
    <div
      className={`absolute -top-3 end-3 z-10 flex items-center gap-0.5 rounded-lg border border-border bg-surface p-0.5 shadow-sm transition-opacity group-hover:opacity-100 group-has-[:focus-visible]:opacity-100 pointer-coarse:group-focus-within:opacity-100 ${visible ? 'opacity-100' : 'opacity-0'}`}
    >
      <Popover.Root open={picking} onOpenChange={setPicking}>
        <Popover.Trigger className={toolButton} aria-label={t('chatMessages.actions.react')}>
          <SmilePlus aria-hidden="true" className="size-4" />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            side="top"
            align="end"
            sideOffset={4}
            className="z-50 flex gap-0.5 rounded-full border border-border bg-surface p-1 shadow-lg"
            aria-label={t('chatMessages.actions.quickReactions')}
          >
            {QUICK_REACTIONS.map((emoji) => (
              <button
                key={emoji}
                type="button"
                className="inline-flex size-9 items-center justify-center rounded-full text-lg hover:bg-muted"
                aria-label={emoji}
                onClick={() => {
                  setPicking(false);
                  props.onReact(emoji);
                }}
              >
                {emoji}
              </button>
            ))}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <button
        type="button"
        className={toolButton}
        aria-label={t('chatMessages.actions.reply')}
        onClick={props.onReply}
      >
        <CornerUpLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </button>
      <DropdownMenu.Root open={props.menuOpen} onOpenChange={props.onMenuOpenChange}>
        <DropdownMenu.Trigger className={toolButton} aria-label={t('chatMessages.actions.more')}>
          <MoreHorizontal aria-hidden="true" className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-48 rounded-xl border border-border bg-surface p-1 text-fg shadow-lg"
          >
            <MenuItem
              icon={CornerUpLeft}
              label={t('chatMessages.actions.reply')}
              onSelect={props.onReply}
            />
            <MenuItem icon={Copy} label={t('chatMessages.actions.copy')} onSelect={props.onCopy} />
            {props.onCreateTask ? (
              <MenuItem
                icon={ClipboardList}
                label={t('chatMessages.actions.createTask')}
                onSelect={props.onCreateTask}
              />
            ) : null}
            {message.can.update ? (
              <MenuItem
                icon={Pencil}
                label={t('chatMessages.actions.edit')}
                onSelect={props.onEdit}
              />
            ) : null}
            {message.can.delete ? (
              <MenuItem
                icon={Trash2}
                label={t('chatMessages.actions.delete')}
                onSelect={props.onDelete}
                danger
              />
            ) : null}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}

function MenuItem({
  icon: Icon,
  label,
  onSelect,
  danger = false,
}: {
  icon: LucideIcon;
  label: string;
  onSelect: () => void;
  danger?: boolean;
}) {
  return (
    <DropdownMenu.Item
      className={`${menuItem} ${danger ? 'text-red-600 dark:text-red-400' : ''}`}
      onSelect={onSelect}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </DropdownMenu.Item>
  );
}
