/** Public site texts: header, footer, landing and the marketing pages. */
export const publicTexts = {
  nav: {
    home: 'Home',
    features: 'Features',
    pricing: 'Pricing',
    resources: 'Resources',
    signIn: 'Sign In',
    startTrial: 'Start Free Trial',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mainNavigation: 'Main navigation',
  },
  footer: {
    tagline: 'The project workspace for teams that plan, talk and ship together.',
    product: 'Product',
    legal: 'Legal',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    rights: '© {{year}} Crewline. All rights reserved.',
  },
  landing: {
    title: 'Team project management with boards, chat and voice',
    hero: {
      badge: 'Trusted by over 5,000 teams',
      title: 'Plan, discuss and ship your projects in one place',
      subtitle:
        'Crewline brings boards, task lists, live team chat and voice task creation together, so your team spends less time coordinating and more time building.',
      startTrial: 'Start Free Trial',
      scheduleDemo: 'Schedule a Demo',
      watchDemo: 'Watch Demo',
      note: 'Free for teams of up to 5 members. No credit card required.',
    },
    stats: {
      teams: '5,000+',
      teamsLabel: 'teams run their projects on Crewline',
      overhead: '40%',
      overheadLabel: 'less coordination overhead within 3 months',
      languages: '3',
      languagesLabel: 'languages: English, Arabic and Russian',
    },
    features: {
      title: 'Everything your team needs to move work forward',
      subtitle: 'From the first idea to the finished release, every step stays visible.',
      explore: 'Explore all features',
      ai: {
        title: 'AI Insights',
        body: 'Suggestions for your next sprint based on your team’s velocity, generated documentation and early warnings about bottlenecks.',
      },
      realtime: {
        title: 'Real-time Collaboration',
        body: 'Project chat threads, live notifications and instant board updates keep everyone on the same page without refreshing.',
      },
      automation: {
        title: 'Smart Automation',
        body: 'Create tasks by speaking, get reminded before deadlines and let invitations, due dates and statuses take care of themselves.',
      },
    },
    assistant: {
      eyebrow: 'Your project assistant',
      title: 'Say it once. Crewline turns it into work.',
      body: 'Describe a task out loud and Crewline fills in the title, due date and priority for you. The assistant watches the board while you work.',
      points: {
        sprint: 'Suggests the next sprint’s tasks from your team’s velocity',
        docs: 'Generates documentation from your projects and tasks',
        bottlenecks: 'Flags bottlenecks before they hold up a release',
        voice: 'Creates tasks from voice recordings in seconds',
      },
    },
    testimonials: {
      title: 'Teams that switched to Crewline',
      t1: {
        quote:
          'Crewline replaced three tools for us. Planning, chat and status updates live in one place now, and our weekly sync shrank from an hour to fifteen minutes.',
        name: 'Maya Chen',
        role: 'Engineering Manager, Northwind Labs',
      },
      t2: {
        quote:
          'Creating tasks by voice during stand-up sounded like a gimmick until we tried it. Nothing gets lost between the meeting and the board anymore.',
        name: 'Daniel Okafor',
        role: 'Product Lead, Brightpath',
      },
      t3: {
        quote:
          'Our team works in English, Arabic and Russian. Crewline is the first tool everyone is comfortable using every day.',
        name: 'Leila Haddad',
        role: 'Operations Director, Meridian Studio',
      },
    },
    cta: {
      title: 'Ready to bring your team together?',
      body: 'Start free with up to 5 members and upgrade when your team grows.',
    },
    demoModal: {
      title: 'Crewline product tour',
      body: 'The recorded product tour is being prepared. Until it is ready, schedule a live demo and we will walk you through Crewline.',
      close: 'Close',
    },
  },
  featuresPage: {
    title: 'Features',
    subtitle: 'One workspace for projects, tasks, conversations and the people behind them.',
    items: {
      boards: {
        title: 'Boards and lists',
        body: 'Drag tasks across a board or work through a sortable list. Filter by status, priority, assignee or due date.',
      },
      tasks: {
        title: 'Tasks with due dates and priorities',
        body: 'Every task carries a status, a priority and a due date. Overdue and due-today tasks stand out on the dashboard.',
      },
      members: {
        title: 'Members and invitations',
        body: 'Invite people by e-mail with a role. Invitations stay valid for 7 days and can be withdrawn at any time.',
      },
      chat: {
        title: 'Project chat',
        body: 'Threads for every project, with attachments, mentions, read state and scheduled messages.',
      },
      notifications: {
        title: 'Live notifications',
        body: 'Assignments, mentions and deadline reminders arrive instantly, and you decide which ones you receive.',
      },
      voice: {
        title: 'Voice task creation',
        body: 'Record a sentence, review the transcript and create the task. Your words are never replaced by invented text.',
      },
      mentorship: {
        title: 'Mentorship and time tracking',
        body: 'Pair people up for mentorship and record time entries against the work they do.',
      },
      languages: {
        title: 'Three languages',
        body: 'The whole interface works in English, Arabic (right to left) and Russian, with dates and numbers in your locale.',
      },
      selfHost: {
        title: 'Self-hostable',
        body: 'Run Crewline on your own machine with a single command, then scale out to PostgreSQL and object storage when you need to.',
      },
    },
  },
  pricingPage: {
    title: 'Pricing',
    subtitle: 'Start free. Pay only when your team grows beyond 5 members.',
    monthly: 'Monthly',
    annual: 'Annual',
    billingLabel: 'Billing period',
    annualNote: 'Save 20% with annual billing',
    perMemberMonth: 'per member / month',
    billedMonthly: 'Billed monthly',
    billedAnnually: 'Billed annually',
    free: {
      name: 'Free',
      description: 'For small teams getting started.',
      features: {
        members: 'Up to 5 members',
        projects: 'Unlimited projects and tasks',
        chat: 'Project chat and notifications',
        voice: 'Voice task creation',
      },
      cta: 'Start for free',
    },
    team: {
      name: 'Team',
      description: 'For growing teams that need more room.',
      features: {
        members: 'Unlimited members',
        everything: 'Everything in Free',
        files: 'File management and roadmaps',
        insights: 'Data visualisation and AI insights',
      },
      cta: 'Start Free Trial',
    },
    selfHosted: {
      title: 'Prefer to run it yourself?',
      body: 'Crewline is self-hostable. Run it on your own server and keep every byte of your data under your control.',
    },
  },
  resourcesPage: {
    title: 'Resources',
    subtitle: 'Guides and answers to help your team get the most out of Crewline.',
    guidesTitle: 'Guides',
    guides: {
      start: {
        title: 'Getting started',
        body: 'Create your first project, add tasks with due dates and invite your team.',
      },
      voice: {
        title: 'Creating tasks by voice',
        body: 'Record a task, check the transcript and set the due date and priority before saving.',
      },
      chat: {
        title: 'Working in project chat',
        body: 'Use threads, mentions and scheduled messages to keep discussions next to the work.',
      },
      hosting: {
        title: 'Self-hosting Crewline',
        body: 'Start with the embedded database, then move to PostgreSQL, S3 storage and SMTP mail.',
      },
    },
    faqTitle: 'Frequently asked questions',
    faq: {
      q1: 'Is there a free plan?',
      a1: 'Yes. Teams of up to 5 members can use Crewline for free, without a time limit.',
      q2: 'Which languages are supported?',
      a2: 'English, Arabic and Russian. Arabic uses a full right-to-left layout.',
      q3: 'Can I sign in with Google, GitHub or Microsoft?',
      a3: 'Yes, when the server you use has these providers configured.',
      q4: 'Where is my data stored?',
      a4: 'On the server your team runs Crewline on. Nothing is kept only in your browser.',
    },
  },
  demoPage: {
    title: 'Schedule a Demo',
    subtitle: 'See how Crewline fits your team in a 30-minute live walkthrough.',
    agendaTitle: 'What we cover',
    agenda: {
      boards: 'Setting up projects, boards and task lists for your workflow',
      chat: 'Project chat, notifications and invitations',
      voice: 'Creating tasks by voice',
      hosting: 'Hosting options and keeping your data under control',
    },
    contactTitle: 'Book your session',
    contactBody:
      'Write to us with your team size and two or three times that suit you, and we will confirm within one business day.',
    contactButton: 'Email the Crewline team',
    emailSubject: 'Crewline demo request',
    tryInstead: 'Prefer to explore on your own?',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Back to Home',
    dashboard: 'Go to Dashboard',
  },
};
