import { errorsTexts } from './errors.ts';

/** Shared UI, app shell, dashboard and protected-page texts. */
export const appTexts = {
  common: {
    appName: 'Crewline',
    // A person whose account was deleted: their messages and comments stay, under this name.
    deletedUser: 'Deleted user',
    skipToContent: 'Skip to content',
    loading: 'Loading...',
    close: 'Close',
    language: 'Language',
    languages: { en: 'English', ar: 'العربية', ru: 'Русский' },
    theme: {
      label: 'Theme',
      light: 'Light',
      dark: 'Dark',
      system: 'System',
    },
    offline: 'You are offline. Changes and new data will load when the connection returns.',
    backOnline: 'You are back online.',
    newVersion: 'A new version of Crewline is available.',
  },
  errors: errorsTexts,
  toast: {
    dismiss: 'Dismiss notification',
    success: 'Success',
    error: 'Error',
    warning: 'Warning',
    info: 'Information',
  },
  code: {
    copy: 'Copy code',
    copied: 'Copied!',
  },
  shell: {
    authenticating: 'Authenticating...',
    primaryNavigation: 'Dashboard navigation',
    mobileNavigation: 'Quick navigation',
    dashboard: 'Dashboard',
    projects: 'Projects',
    tasks: 'Tasks',
    files: 'Files',
    team: 'Team',
    dataVisualization: 'Data Visualization',
    roadmaps: 'Roadmaps',
    mentorship: 'Mentorship',
    inbox: 'Inbox',
    notifications: 'Notifications',
    settings: 'Settings',
    backToHome: 'Back to Home',
    collapse: 'Collapse sidebar',
    expand: 'Expand sidebar',
    // Starts with the name and e-mail the button shows (WCAG 2.5.3 Label in Name).
    accountMenu: '{{name}} {{email}}, account menu',
    logout: 'Logout',
    signOut: 'Sign Out',
    unread: '{{count}} unread',
    // An icon control's name followed by the count its badge shows.
    withUnread: '{{label}}, {{badge}} unread',
    bell: 'Notifications',
    bellEmpty: 'You’re all caught up',
    bellEmptyBody: 'New assignments, mentions and reminders will appear here.',
    viewAll: 'View all',
    project: {
      home: 'Home',
      tasks: 'Tasks',
      team: 'Team',
      chat: 'Chat',
      settings: 'Settings',
    },
  },
  dashboard: {
    title: 'Dashboard',
    greeting: {
      morning: 'Good morning, {{name}}',
      afternoon: 'Good afternoon, {{name}}',
      evening: 'Good evening, {{name}}',
    },
    defaultName: 'User',
    subtitle: 'Here’s what’s happening with your projects today.',
    today: 'Today is {{date}}',
    shortcutsTitle: 'Jump back in',
    shortcuts: {
      projects: 'Open your projects and boards',
      tasks: 'See every task assigned to you',
      inbox: 'Catch up on project conversations',
      settings: 'Update your profile and preferences',
    },
  },
  pages: {
    projects: {
      title: 'Projects',
      emptyTitle: 'No projects yet',
      emptyBody: 'Get started by creating your first project',
    },
    project: {
      title: 'Project',
      emptyTitle: 'Project workspace',
      emptyBody: 'The board, task list, team and chat of this project will appear here.',
    },
    tasks: {
      title: 'Tasks',
      emptyTitle: 'No tasks yet',
      emptyBody: 'Tasks assigned to you across all projects will be listed here.',
    },
    inbox: {
      title: 'Inbox',
      emptyTitle: 'No conversations yet',
      emptyBody: 'Chat threads from your projects will show up here.',
    },
    notifications: {
      title: 'Notifications',
      emptyTitle: 'No notifications',
      emptyBody: 'You’re all caught up. New assignments, mentions and reminders will appear here.',
    },
    roadmaps: {
      title: 'Roadmaps',
      emptyTitle: 'No roadmaps yet',
      emptyBody: 'Roadmaps built from your projects’ milestones and due dates will appear here.',
    },
    files: {
      title: 'Files',
      emptyTitle: 'No files yet',
      emptyBody: 'Files shared in your projects and chats will be collected here.',
    },
    dataVisualization: {
      title: 'Data Visualization',
    },
    mentorship: {
      title: 'Mentorship',
      emptyTitle: 'No mentorships yet',
      emptyBody: 'Mentor and mentee pairings and their sessions will appear here.',
    },
    realtimeTest: {
      title: 'Realtime Test',
    },
  },
};
