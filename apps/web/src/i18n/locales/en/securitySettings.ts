/** Settings → Security: password, sessions, sign-in providers (en). */
export const securitySettingsTexts = {};
