/** Settings: the side menu, Profile, Billing, Appearance and the help button (ru). */
export const settingsPageTexts = {};
