/** Privacy policy and terms of service. */
export const legalTexts = {
  lastUpdated: 'Last updated: {{date}}',
  privacy: {
    title: 'Privacy Policy',
    intro:
      'This policy explains what information Crewline keeps about you, why, and the choices you have. Crewline is self-hostable: the organisation that runs your Crewline server is responsible for the data on it.',
    sections: {
      collect: {
        title: 'Information we keep',
        body: 'Your name, e-mail address and password (stored only as a secure hash), your profile details, and the projects, tasks, messages, files and time entries you and your team create.',
      },
      use: {
        title: 'How it is used',
        body: 'Only to run the service: to sign you in, show your work to the members of your projects, send the notifications you asked for and keep the service secure.',
      },
      voice: {
        title: 'Voice recordings',
        body: 'Recordings you make to create tasks are sent to the server for transcription and are not kept after the transcript is returned.',
      },
      sharing: {
        title: 'Sharing',
        body: 'We do not sell your information. Project content is visible to the members of that project. Sign-in providers such as Google, GitHub or Microsoft only receive what is needed to sign you in.',
      },
      storage: {
        title: 'Storage and security',
        body: 'Your session is kept with short-lived access tokens and rotating refresh tokens. Your browser stores only the session tokens, your language, theme and layout preferences.',
      },
      rights: {
        title: 'Your rights',
        body: 'You can view and change your profile at any time, export your data and delete your account from the settings page.',
      },
    },
  },
  terms: {
    title: 'Terms of Service',
    intro: 'These terms apply when you use Crewline. By creating an account you agree to them.',
    sections: {
      account: {
        title: 'Your account',
        body: 'Keep your password safe and give accurate information. You are responsible for what happens under your account.',
      },
      use: {
        title: 'Acceptable use',
        body: 'Do not use Crewline to break the law, to send spam, or to upload content you do not have the right to share.',
      },
      content: {
        title: 'Your content',
        body: 'You own the projects, tasks, messages and files you create. You allow the service to store and show them to the members you share them with.',
      },
      plans: {
        title: 'Plans and billing',
        body: 'The free plan covers teams of up to 5 members. Paid plans are billed monthly or annually and can be cancelled at the end of any billing period.',
      },
      availability: {
        title: 'Availability',
        body: 'We work to keep Crewline available and your data safe, but the service is provided as is, without guarantees of uninterrupted operation.',
      },
      changes: {
        title: 'Changes to these terms',
        body: 'When these terms change, the date at the top of this page changes too. Continuing to use Crewline means you accept the new terms.',
      },
    },
  },
};
