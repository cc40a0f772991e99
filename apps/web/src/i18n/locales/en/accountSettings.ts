/** Settings → Account: deleting the account, exporting its data (en). */
export const accountSettingsTexts = {};
