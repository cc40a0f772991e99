/** Settings → Security: password, sessions, sign-in providers (ar). */
export const securitySettingsTexts = {};
