import {
  APPEARANCE_LANGUAGES,
  DEFAULT_APPEARANCE,
  DENSITIES,
  THEMES,
  type AppearanceJson,
} from '@crewline/shared/contracts/appearance';

type AppearanceRow = { theme: string; language: string; density: string };

/** One of `allowed`, or the default when the stored text is not (the column is plain text). */
function oneOf<T extends string>(allowed: readonly T[], value: string, fallback: T): T {
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** A person's appearance settings as the API sends them. */
export function presentAppearance(row: AppearanceRow): AppearanceJson {
  return {
    theme: oneOf(THEMES, row.theme, DEFAULT_APPEARANCE.theme),
    language: oneOf(APPEARANCE_LANGUAGES, row.language, DEFAULT_APPEARANCE.language),
    density: oneOf(DENSITIES, row.density, DEFAULT_APPEARANCE.density),
  };
}
