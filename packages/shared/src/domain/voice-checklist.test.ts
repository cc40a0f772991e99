import { describe, expect, it } from 'vitest';
import { voiceDescriptionWithChecklist } from './voice-checklist.ts';
import type { VoiceTaskDraft } from './voice-parse-dashboard.ts';

const draft = (description: string, bulletPoints: string[]): VoiceTaskDraft => ({
  title: 'T',
  description,
  priority: 'medium',
  deadline: null,
  deadlineDate: null,
  assignee: null,
  bulletPoints,
});

describe('voiceDescriptionWithChecklist', () => {
  it('appends one checklist line per bullet point after a blank line', () => {
    expect(
      voiceDescriptionWithChecklist(
        draft('Fix the bug and then deploy it', ['Fix the bug', 'Deploy it']),
      ),
    ).toBe('Fix the bug and then deploy it\n\n- [ ] Fix the bug\n- [ ] Deploy it');
  });

  it('keeps a description without bullet points as it is', () => {
    expect(voiceDescriptionWithChecklist(draft('Just one thing', []))).toBe('Just one thing');
  });

  it('is just the checklist when the description is empty', () => {
    expect(voiceDescriptionWithChecklist(draft('  ', ['Один', 'Два']))).toBe(
      '- [ ] Один\n- [ ] Два',
    );
  });
});
