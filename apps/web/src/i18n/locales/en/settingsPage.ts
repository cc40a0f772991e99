/** Settings: the side menu, Profile, Billing, Appearance and the help button (en). */
export const settingsPageTexts = {
  title: 'Settings',
  menuLabel: 'Settings sections',
  tabs: {
    profile: 'Profile',
    notifications: 'Notifications',
    security: 'Security',
    billing: 'Billing',
    appearance: 'Appearance',
    account: 'Account',
  },
  profile: {
    heading: 'Profile',
    name: 'Name',
    nameRequired: 'Name is required',
    nameTooLong: 'Name must be at most {{max}} characters',
    email: 'Email',
    emailReadOnly: 'Email cannot be changed',
    socialHeading: 'Social links',
    twitter: 'Twitter',
    github: 'GitHub',
    linkedin: 'LinkedIn',
    socialSlot: 'Social account {{number}}',
    socialHint: 'Any profile link, e.g. t.me/yourname; https:// is added when missing.',
    invalidSocialUrl: 'Not a valid Social account profile URL',
    bio: 'Bio',
    bioPlaceholder:
      'Experienced project manager with a passion for building great teams and delivering projects on time.',
    bioTooLong: 'Bio must be at most {{max}} characters',
    save: 'Save Changes',
    saving: 'Saving...',
    saved: 'Profile updated successfully!',
    failed: 'Failed to update profile. Please try again.',
  },
  notifications: {
    heading: 'Notifications',
  },
  billing: {
    heading: 'Billing',
    currentPlan: 'Your plan',
    planName: 'Free tier',
    planSummary: 'Free for teams of up to {{members}} members.',
    memberLimit:
      'This server does not block larger teams: when you host Crewline yourself, there is no paid plan to move to.',
    noPayment:
      'There is no payment form and no payment provider here, so no card details are ever asked for.',
    selfHostedHeading: 'Crewline is free software',
    selfHosted:
      'Crewline is free, open-source software that a team can host on its own server. Running it costs only your own hosting.',
  },
  appearance: {
    heading: 'Appearance',
    note: 'Saved to your account, so these follow you to other devices.',
    theme: 'Theme',
    themes: { light: 'Light', dark: 'Dark', system: 'System' },
    language: 'Language',
    density: 'Density',
    densities: { comfortable: 'Comfortable', compact: 'Compact' },
    densityFailed: 'Could not save the density. Please try again.',
  },
  help: {
    button: 'Help',
    title: 'Help',
    shortcuts: 'Keyboard shortcuts',
    docs: 'Documentation',
    docsHint: 'The API reference of this server (opens in a new tab)',
  },
};
