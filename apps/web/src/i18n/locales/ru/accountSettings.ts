/** Settings → Account: deleting the account, exporting its data (ru). */
export const accountSettingsTexts = {};
