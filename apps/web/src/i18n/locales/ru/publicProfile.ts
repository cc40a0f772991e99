/** The public profile page and e-mail verification (ru). */
export const publicProfileTexts = {};
