/** The signed-in person's appearance as the server keeps it (Settings → Appearance reads it). */
export const appearanceKey = ['users', 'me', 'appearance'] as const;
