/** Appearance kept on the server: theme, language and density (ar). */
export const appearanceTexts = {};
