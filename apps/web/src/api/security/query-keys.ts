/** Query keys of Settings → Security. */
export const securityKeys = {
  sessions: ['security', 'sessions'] as const,
  signInMethods: ['security', 'sign-in-methods'] as const,
};
