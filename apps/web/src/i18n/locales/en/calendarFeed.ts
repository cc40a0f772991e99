/** Settings → Notifications, "Calendar feed": a secret address calendar apps subscribe to (en). */
export const calendarFeedTexts = {
  title: 'Calendar feed',
  description:
    "Subscribe to your dated tasks, your projects' milestones and your mentorship sessions in Google Calendar, Outlook, Thunderbird or any app that reads iCalendar feeds. Anyone with the link can see these events: keep it private.",
  off: 'The calendar feed is off.',
  turnOn: 'Turn on calendar feed',
  turningOn: 'Turning on…',
  onSince: 'On since {{date}}',
  linkLabel: 'Calendar feed link',
  copy: 'Copy link',
  copied: 'Link copied.',
  copyFailed: 'The link could not be copied: select it and copy it yourself.',
  shownOnce:
    'This link is shown only now. Add it to your calendar app as a subscription; if you lose it, regenerate it.',
  regenerate: 'Regenerate link',
  regenerating: 'Regenerating…',
  regenerateTitle: 'Regenerate the calendar feed link?',
  regenerateBody:
    'The current link stops working at once: calendar apps subscribed with it stop receiving updates until you add the new one.',
  turnOff: 'Turn off',
  turningOff: 'Turning off…',
  turnOffTitle: 'Turn off the calendar feed?',
  turnOffBody:
    'The link stops working and subscribed calendar apps stop receiving updates. You can turn it on again later with a new link.',
  cancel: 'Cancel',
  loadFailed: 'The calendar feed settings could not be loaded.',
  retry: 'Retry',
  failed: 'That did not work: {{message}}',
};
