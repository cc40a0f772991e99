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
    micDenied: 'Unable to access microphone. Please ensure you have granted permission.',
    micUnavailable: 'Could not access microphone. Please check permissions.',
    tooLarge: 'Recording too large. Please keep recordings under 2 minutes.',
    transcriptionFailed: 'Transcription failed ({{status}}): {{detail}}',
    notConfigured:
      'Speech recognition is not set up on this server, so recordings cannot be turned into text. You can type the task instead.',
  },
  board: {
    hint: 'Try saying "tomorrow", "Monday", or "next week"',
  },
};
