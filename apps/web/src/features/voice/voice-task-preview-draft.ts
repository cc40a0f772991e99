import type { Clock } from '@crewline/shared/domain/calendar-day';
import type { VoiceLanguage } from '@crewline/shared/domain/voice-language';
import { parseBoardVoiceTask } from '@crewline/shared/domain/voice-parse-board';
import {
  parseDashboardVoiceTask,
  type VoiceTaskDraft,
} from '@crewline/shared/domain/voice-parse-dashboard';

/** Which of the two parsers reads the transcript (docs/PRODUCT.md, Voice tasks). */
export type VoiceParseFlavour = 'dashboard' | 'board';

/**
 * The task a transcript describes, in the shape the preview edits. The board's parser gives
 * only title, priority and day, so its draft has no description, assignee or bullet points.
 */
export function parseVoiceDraft(
  transcript: string,
  flavour: VoiceParseFlavour,
  clock: Clock,
  language: VoiceLanguage,
): VoiceTaskDraft {
  if (flavour === 'dashboard') return parseDashboardVoiceTask(transcript, clock, language);
  const board = parseBoardVoiceTask(transcript, clock, language);
  return {
    title: board.title,
    description: '',
    priority: board.priority,
    deadline: null,
    deadlineDate: board.deadline,
    assignee: null,
    bulletPoints: [],
  };
}
