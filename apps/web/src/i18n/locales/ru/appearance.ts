/** Appearance kept on the server: theme, language and density (ru). */
export const appearanceTexts = {};
