import { z } from 'zod';

/** Appearance kept on the server so it follows the person to another device. */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
/** The interface languages (English is the fallback). */
export const APPEARANCE_LANGUAGES = ['en', 'ar', 'ru'] as const;
export type AppearanceLanguage = (typeof APPEARANCE_LANGUAGES)[number];
export const DENSITIES = ['comfortable', 'compact'] as const;
export type Density = (typeof DENSITIES)[number];

export const THEME_INVALID = 'Theme must be one of: light, dark, system';
export const LANGUAGE_INVALID = 'Language must be one of: en, ar, ru';
export const DENSITY_INVALID = 'Density must be one of: comfortable, compact';
export const APPEARANCE_EMPTY = 'Send at least one of theme, language, density';

/** GET /api/users/me/appearance, and what PUT answers: every field. */
export type AppearanceJson = { theme: Theme; language: AppearanceLanguage; density: Density };

/** What a person has before they choose (the columns' defaults). */
export const DEFAULT_APPEARANCE: AppearanceJson = {
  theme: 'system',
  language: 'en',
  density: 'comfortable',
};

/** Body of PUT /api/users/me/appearance: any non-empty subset; unknown fields are refused. */
export const appearanceUpdateBody = z
  .strictObject({
    theme: z.enum(THEMES, { error: THEME_INVALID }).optional(),
    language: z.enum(APPEARANCE_LANGUAGES, { error: LANGUAGE_INVALID }).optional(),
    density: z.enum(DENSITIES, { error: DENSITY_INVALID }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: APPEARANCE_EMPTY,
  });
export type AppearanceUpdateBody = z.infer<typeof appearanceUpdateBody>;
