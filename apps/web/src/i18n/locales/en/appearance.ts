/** Appearance kept on the server: theme, language and density (en). */
export const appearanceTexts = {};
