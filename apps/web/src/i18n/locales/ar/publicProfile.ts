/** The public profile page and e-mail verification (ar). */
export const publicProfileTexts = {};
