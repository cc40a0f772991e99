/** Settings: the side menu, Profile, Billing, Appearance and the help button (ar). */
export const settingsPageTexts = {};
