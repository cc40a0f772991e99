/** Settings → Account: deleting the account, exporting its data (ar). */
export const accountSettingsTexts = {};
