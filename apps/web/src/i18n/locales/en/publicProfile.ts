/** The public profile page and e-mail verification (en). */
export const publicProfileTexts = {};
