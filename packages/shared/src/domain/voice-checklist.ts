import type { VoiceTaskDraft } from './voice-parse-dashboard.ts';

/**
 * The draft's description with its bullet points appended as a checklist, one "- [ ] step" line
 * each. Task descriptions are shown as plain text (white-space: pre-wrap), where these lines read
 * as a checklist, and they are GitHub-flavoured Markdown task items should descriptions ever be
 * rendered as Markdown. A draft without bullet points keeps its description unchanged.
 */
export function voiceDescriptionWithChecklist(draft: VoiceTaskDraft): string {
  if (draft.bulletPoints.length === 0) return draft.description;
  const checklist = draft.bulletPoints.map((step) => `- [ ] ${step}`).join('\n');
  return draft.description.trim() === '' ? checklist : `${draft.description}\n\n${checklist}`;
}
