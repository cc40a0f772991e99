/** Settings → Security: password, sessions, sign-in providers (ru). */
export const securitySettingsTexts = {};
