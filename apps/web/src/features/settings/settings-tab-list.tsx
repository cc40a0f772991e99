import { Bell, CreditCard, Palette, Shield, User, UserCog, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_TABS, type SettingsTab } from './settings-tabs.ts';

const ICONS: Record<SettingsTab, LucideIcon> = {
  profile: User,
  notifications: Bell,
  security: Shield,
  billing: CreditCard,
  appearance: Palette,
  account: UserCog,
};

/** The ids that tie a tab to its panel. */
export const tabId = (tab: SettingsTab) => `settings-tab-${tab}`;
export const panelId = (tab: SettingsTab) => `settings-panel-${tab}`;

type SettingsTabListProps = { current: SettingsTab; onSelect: (tab: SettingsTab) => void };

/**
 * The Settings side menu as a tablist: a column from 768 px up, a row that scrolls sideways on a
 * phone. One tab is in the Tab order; the arrow keys (either axis, mirrored in right-to-left),
 * Home and End move between tabs and open them.
 */
export function SettingsTabList({ current, onSelect }: SettingsTabListProps) {
  const { t, i18n } = useTranslation();
  const list = useRef<HTMLDivElement>(null);

  // On a phone the row scrolls: a tab opened from the address must be in view, not off the edge.
  useEffect(() => {
    list.current
      ?.querySelector(`#${tabId(current)}`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [current]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // From the tab that has the focus: a click's selection may not have reached the address yet
    // when the next key comes (opening a long tab takes a moment).
    const focused = SETTINGS_TABS.findIndex((tab) => tabId(tab) === (event.target as Element).id);
    const index = focused >= 0 ? focused : SETTINGS_TABS.indexOf(current);
    const rtl = i18n.dir() === 'rtl';
    const step: Record<string, number> = {
      ArrowDown: 1,
      ArrowUp: -1,
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
    };
    let next: number;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = SETTINGS_TABS.length - 1;
    else if (event.key in step)
      next = (index + step[event.key]! + SETTINGS_TABS.length) % SETTINGS_TABS.length;
    else return;
    event.preventDefault();
    const tab = SETTINGS_TABS[next]!;
    onSelect(tab);
    const button = list.current?.querySelector<HTMLButtonElement>(`#${tabId(tab)}`);
    button?.focus();
  }

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={t('settingsPage.menuLabel')}
      onKeyDown={onKeyDown}
      className="-mx-4 flex scroll-px-4 gap-1 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-col md:overflow-visible md:px-0 md:pb-0"
    >
      {SETTINGS_TABS.map((tab) => {
        const Icon = ICONS[tab];
        const selected = tab === current;
        return (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(tab)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab)}
            className={`inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors md:w-full ${
              selected
                ? 'bg-primary-soft text-primary-soft-fg'
                : 'text-fg-muted hover:bg-muted hover:text-fg'
            }`}
          >
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {t(`settingsPage.tabs.${tab}`)}
          </button>
        );
      })}
    </div>
  );
}
