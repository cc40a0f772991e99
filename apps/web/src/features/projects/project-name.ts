import type { TFunction } from 'i18next';

/** A project's display name: its title, or "Unnamed Project" (translated) when it has none. */
export function projectDisplayName(title: string | null | undefined, t: TFunction): string {
  return title && title.trim() !== '' ? title : t('projects.unnamed');
}
