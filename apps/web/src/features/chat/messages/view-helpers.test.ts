import type { TFunction } from 'i18next';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { attachmentView } from './attachments/attachment-kind.ts';
import { thumbnailBox } from './attachments/image-attachment.tsx';
import { formatClock, waveformPeaks } from './attachments/waveform.ts';
import { attachmentFixture, threadFixture } from './chat-fixture.ts';
import { safeUrl } from './markdown/message-markdown.tsx';
import { replyPreviewText } from './reply-preview.ts';
import { taskHref } from './task-chip.tsx';
import { ru as russian } from '../../../i18n/locales/ru/index.ts';
import { typingText } from './typing-line.tsx';

describe('replyPreviewText (cut at 50 characters)', () => {
  it('keeps a short text and cuts a long one at 50 characters with "..."', () => {
    expect(replyPreviewText('Short one')).toBe('Short one');
    const long = 'a'.repeat(49) + 'bcdef';
    expect(replyPreviewText(long)).toBe(`${'a'.repeat(49)}b...`);
    expect(replyPreviewText('x'.repeat(50))).toBe('x'.repeat(50));
  });

  it('puts the text on one line and never splits an emoji', () => {
    expect(replyPreviewText('line one\n\nline   two')).toBe('line one line two');
    const emoji = '😀'.repeat(51);
    expect(replyPreviewText(emoji)).toBe(`${'😀'.repeat(50)}...`);
  });
});

describe('attachmentView (kind by type, note players by name)', () => {
  it.each([
    [{ attachment_type: 'image', file_name: 'voice-message.png' }, 'image'],
    [{ attachment_type: 'audio', file_name: 'voice-message-123.webm' }, 'voice-note'],
    // WebM audio is sniffed as video: the recorder's name still makes it a voice note.
    [{ attachment_type: 'video', file_name: 'voice-message-123.webm' }, 'voice-note'],
    [{ attachment_type: 'video', file_name: 'video-message-9.webm' }, 'video-note'],
    [{ attachment_type: 'video', file_name: 'holiday.mp4' }, 'video'],
    [{ attachment_type: 'audio', file_name: 'song.mp3' }, 'audio'],
    [{ attachment_type: 'document', file_name: 'voice-message.pdf' }, 'file'],
    [{ attachment_type: 'file', file_name: 'data.bin' }, 'file'],
  ] as const)('%j -> %s', (fields, expected) => {
    expect(attachmentView(attachmentFixture(fields))).toBe(expected);
  });

  it('reserves a thumbnail box with the image’s own proportions', () => {
    expect(thumbnailBox(1000, 500)).toEqual({ width: 280, height: 140 });
    expect(thumbnailBox(400, 800)).toEqual({ width: 120, height: 240 });
    expect(thumbnailBox(100, 50)).toEqual({ width: 100, height: 50 });
  });
});

describe('waveformPeaks (25 bars, loudest sample per slice)', () => {
  it('measures each slice and scales to the loudest', () => {
    const samples = new Float32Array(100);
    samples[2] = -0.5; // bar 0
    samples[97] = 0.25; // bar 24
    const peaks = waveformPeaks([samples]);
    expect(peaks).toHaveLength(25);
    expect(peaks[0]).toBe(1);
    expect(peaks[24]).toBe(0.5);
    expect(peaks.slice(1, 24).every((peak) => peak === 0)).toBe(true);
  });

  it('is flat for silence and for no samples', () => {
    expect(waveformPeaks([new Float32Array(10)])).toEqual(new Array(25).fill(0));
    expect(waveformPeaks([])).toEqual(new Array(25).fill(0));
  });

  it('formats playback clocks', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.7)).toBe('1:05');
    expect(formatClock(Infinity)).toBe('0:00');
  });
});

describe('links and task chips', () => {
  it('keeps only http(s), mailto and in-app URLs', () => {
    expect(safeUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeUrl('mailto:ada@example.com')).toBe('mailto:ada@example.com');
    expect(safeUrl('javascript:alert(1)')).toBe('');
    expect(safeUrl('JaVaScRiPt:alert(1)')).toBe('');
    expect(safeUrl('data:text/html,<script>alert(1)</script>')).toBe('');
    expect(safeUrl('/dashboard/projects/p1?task=t1')).toBe('/dashboard/projects/p1?task=t1');
    expect(safeUrl('//evil.example/x')).toBe('');
    expect(safeUrl('/%2F%2Fevil.example')).toBe('');
    expect(safeUrl('dashboard')).toBe('');
  });

  it('links a task to its project board, or to the Tasks screen from a direct thread', () => {
    expect(taskHref(threadFixture({ context_id: 'p1' }), 't1')).toBe(
      '/dashboard/projects/p1/tasks?task=t1',
    );
    expect(taskHref(threadFixture({ context_type: 'direct', context_id: null }), 't1')).toBe(
      '/dashboard/tasks?task=t1',
    );
  });
});

describe('typingText', () => {
  const t = i18next.getFixedT('en') as TFunction;
  it.each([
    [[], ''],
    [['Ada'], 'Ada is typing...'],
    [['Ada', 'Grace'], 'Ada and Grace are typing...'],
    [['Ada', 'Grace', 'Alan'], 'Ada, Grace, and Alan are typing...'],
    [['Ada', 'Grace', 'Alan', 'Edsger'], 'Ada, Grace, and 2 others are typing...'],
    [['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara'], 'Ada, Grace, and 3 others are typing...'],
  ])('%j -> %s', (names, expected) => {
    expect(typingText(names, t)).toBe(expected);
  });

  it('says it in Russian with the right plural', () => {
    i18next.addResourceBundle('ru', 'translation', russian);
    const ru = i18next.getFixedT('ru') as TFunction;
    expect(typingText(['А', 'Б', 'В', 'Г', 'Д', 'Е', 'Ж'], ru)).toBe(
      'А, Б и ещё 5 человек печатают...',
    );
  });
});
