/** Web Push on this device: subscribing, unsubscribing and a test push (en). */
export const pushDeviceTexts = {
  title: 'Push on this device',
  description:
    'Get notifications on this device while Crewline is closed. Pushes follow your push switches and quiet hours above, and are not sent while Crewline is open in a tab.',
  checking: 'Checking this browser…',
  statusOn: 'Push is on for this browser.',
  statusOff: 'Push is off for this browser.',
  turnOn: 'Turn on push on this device',
  turnOff: 'Turn off push on this device',
  working: 'Working…',
  sendTest: 'Send a test push',
  sendingTest: 'Sending…',
  testTitle: 'Crewline test push',
  testBody: 'Push notifications reach this device.',
  testSent_one: 'Test push sent to {{count}} device.',
  testSent_other: 'Test push sent to {{count}} devices.',
  testNone: 'No device received the test push.',
  testRemoved_one: '{{count}} expired device was removed.',
  testRemoved_other: '{{count}} expired devices were removed.',
  unsupported:
    'This browser cannot receive push notifications here. Web Push needs a secure (https) connection and a browser that supports it; on iPhone and iPad, add Crewline to the Home Screen first.',
  denied:
    'Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.',
  notGranted: 'Push was not turned on: notification permission was not given.',
  failed: 'That did not work: {{message}}',
};
