/** Settings → Account: deleting the account, exporting its data (en). */
export const accountSettingsTexts = {
  export: {
    heading: 'Export your data',
    description:
      'A ZIP file with your profile, your projects and their tasks, your messages and comments, and the files you uploaded. It is prepared in the background; the link works for 7 days.',
    request: 'Request Data Export',
    requesting: 'Requesting...',
    pending: 'Your export is being prepared. You will get a notification when it is ready.',
    ready: 'Your export is ready.',
    download: 'Download data export',
    expiresAt: 'The link works until {{date}}.',
    expired: 'The download link has expired. Request a new export.',
    failed: 'The export could not be prepared. Please try again.',
    rateLimited: 'You can request one data export per hour. Try again in {{minutes}} min.',
    requestFailed: 'Failed to request a data export. Please try again.',
  },
  delete: {
    heading: 'Delete account',
    description:
      'Your profile, sessions and settings are removed. Your messages and comments stay, shown as "Deleted user".',
    open: 'Delete Account',
    dialogTitle: 'Delete account',
    prompt: 'Are you sure you want to delete your account? This action cannot be undone.',
    projectsHeading: 'Projects you own',
    projectsHelp: 'Choose a member to take over each project, or delete it with your account.',
    newOwnerFor: 'New owner of {{project}}',
    choose: 'Choose...',
    deleteProject: 'Delete this project',
    noMembers: 'No other members: this project can only be deleted.',
    confirmLabel: 'Type your email address or your password to confirm',
    confirmDeletions_one:
      'I understand that {{count}} project will be deleted with all its tasks, comments and messages.',
    confirmDeletions_other:
      'I understand that {{count}} projects will be deleted with all their tasks, comments and messages.',
    submit: 'Delete my account',
    submitting: 'Deleting...',
    cancel: 'Cancel',
    confirmWrong: 'This is neither your email address nor your password.',
    unlisted: 'Choose what happens to these projects first: {{projects}}',
    failed: 'Failed to delete the account. Please try again.',
    loadFailed: 'Failed to load your projects.',
  },
};
