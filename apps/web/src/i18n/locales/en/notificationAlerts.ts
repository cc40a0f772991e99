/** In-tab alerts: browser notifications, sounds and vibration, and their settings (en). */
export const notificationAlertsTexts = {
  title: 'Sounds and browser notifications',
  intro:
    'These apply to this browser on this device. Quiet hours hold them all back, and nothing here changes what is recorded in your notifications.',
  sound: {
    title: 'Sound',
    enabled: 'Play a sound for new notifications',
    choice: 'Sound',
    types: {
      default: 'Default',
      chime: 'Chime',
      pop: 'Pop',
      bell: 'Bell',
    },
    play: 'Play',
    volume: 'Volume',
    volumeValue: '{{percent}}%',
    urgentNote: 'Urgent notifications ring the bell twice.',
    unsupported: 'This browser cannot play sounds.',
    playFailed:
      'The sound could not be played. The browser may be blocking sound (autoplay restrictions), or this device has no audio output the browser supports.',
  },
  browser: {
    title: 'Browser notifications',
    explain:
      'While Crewline is open in a background tab, your browser can show a notification for each new mention, task, invitation or message. Clicking it brings you straight to it.',
    turnOn: 'Turn on browser notifications',
    asking: 'Waiting for your answer…',
    enabled: 'Show browser notifications',
    showOnFocus: 'Also while Crewline is the tab in front',
    requireInteraction: 'Keep them on screen until I close them',
    note: 'They close by themselves after 5 seconds; urgent ones stay until you close them.',
    granted: 'Your browser allows notifications from Crewline.',
    denied:
      'Your browser blocks notifications from Crewline. To allow them, open the site settings (the icon beside the address bar), set Notifications to Allow, then come back to this page.',
    unsupported: 'This browser does not support notifications.',
  },
  vibration: {
    title: 'Vibration',
    enabled: 'Vibrate for new notifications',
    note: 'Urgent notifications vibrate longer.',
  },
};
