/** Voice to task: the shared record button, transcription states and errors, the board's voice flow. */
export const voiceTexts = {
  record: 'Record task by voice',
  recordInColumn: 'Record a task by voice in {{status}}',
  recording: 'Recording…',
  starting: 'Waiting for the microphone…',
  listening: 'Listening…',
  elapsed: '{{elapsed}} of {{max}}',
  level: 'Microphone level',
  stop: 'Stop and transcribe',
  cancel: 'Cancel',
  escHint: 'Esc cancels',
  uploading: 'Uploading… {{percent}}%',
  transcribing: 'Transcribing…',
  limitReached: 'Recording stopped at the 2-minute limit.',
  dismiss: 'Dismiss',
  typeInstead: 'Type instead',
  errors: {
    micDenied:
      'Microphone access is blocked for this site. Allow the microphone in the browser’s site settings and try again.',
    noMicrophone: 'No working microphone was found. Connect one and try again.',
    micInUse:
      'The microphone could not be started: another app may be using it. Close that app and try again.',
    recordingUnsupported:
      'This browser cannot record on this page. Recording needs a secure (https) address and an up-to-date browser.',
    micUnavailable: 'The microphone could not be used. Try again.',
    noSpeech: 'Nothing was heard. Speak close to the microphone and try again.',
    interrupted: 'Listening stopped before anything was recognised. Try again.',
    network:
      'This browser’s speech recognition needs its maker’s online service, and it could not be reached. Check the connection and try again.',
    serviceNotAllowed:
      'This browser does not allow its speech recognition service here (it needs the browser maker’s online service).',
    badGrammar: 'This browser’s speech recognition refused its settings (grammar error).',
    languageNotSupported: 'This browser’s speech recognition does not support {{language}}.',
    recognitionFailed: 'This browser’s speech recognition stopped with an error ({{code}}).',
    noEngine:
      'Speech recognition is not set up on this server, and this browser cannot recognise speech itself.',
    busy: 'Speech recognition is busy. Please try again in a few seconds.',
    tooLarge: 'Recording too large. Please keep recordings under 2 minutes.',
    transcriptionFailed: 'Transcription failed ({{status}}): {{detail}}',
    notConfigured:
      'Speech recognition is not set up on this server, so recordings cannot be turned into text.',
  },
  admin: {
    hint: 'For administrators: set {{setting}} to an OpenAI-compatible transcription service, or run {{command}} to install a local model, then restart the server.',
    ask: 'A server administrator can set up speech recognition on the server.',
  },
  board: {
    hint: 'Try saying "tomorrow", "Monday", or "next week"',
  },
};
