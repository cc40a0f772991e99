/** Settings: the side menu, Profile, Billing, Appearance and the help button (en). */
export const settingsPageTexts = {};
