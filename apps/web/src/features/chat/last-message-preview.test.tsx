import type { LastMessageJson } from '@crewline/shared/contracts/chat-responses';
import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { threadFixture } from '../../api/chat/chat-fixtures.ts';
import { withLastMessage } from '../../api/chat/last-message.ts';
import { messageFixture } from '../../api/chat/chat-fixtures.ts';
import { ar } from '../../i18n/locales/ar/index.ts';
import { ru } from '../../i18n/locales/ru/index.ts';
import { lastMessagePreview } from './last-message-preview.ts';
import { ThreadListItem } from './thread-list-item.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

type File = LastMessageJson['attachments'][number];

const VOICE: File = { attachment_type: 'audio', file_name: 'voice-message-1764320000000.webm' };
// WebM carries audio in a video container, so a voice note may be sniffed as video.
const VOICE_AS_VIDEO: File = { ...VOICE, attachment_type: 'video' };
const VIDEO_NOTE: File = {
  attachment_type: 'video',
  file_name: 'video-message-1764320000000.webm',
};
const PHOTO: File = { attachment_type: 'image', file_name: 'pic.png' };
const CLIP: File = { attachment_type: 'video', file_name: 'demo.mp4' };
const SONG: File = { attachment_type: 'audio', file_name: 'theme.mp3' };
const PLAN: File = { attachment_type: 'document', file_name: 'plan.pdf' };

function last(overrides: Partial<LastMessageJson>): LastMessageJson {
  return {
    id: 'm1',
    content: '',
    content_type: 'text',
    attachments: [],
    created_at: '2025-01-01T10:00:00.000Z',
    user: { id: 'alice', name: 'Alice Anders', avatar: null },
    ...overrides,
  };
}

const t = i18n.t.bind(i18n);

describe('the conversation list names a message without text by what it carries', () => {
  it.each([
    ['a voice note', [VOICE], 'Voice message'],
    ['a voice note sniffed as video', [VOICE_AS_VIDEO], 'Voice message'],
    ['a video note', [VIDEO_NOTE], 'Video message'],
    ['a photo', [PHOTO], 'Photo'],
    ['three photos', [PHOTO, PHOTO, PHOTO], '3 photos'],
    ['a video file', [CLIP], 'Video'],
    ['an audio file', [SONG], 'Audio'],
    ['a document', [PLAN], 'File: plan.pdf'],
    ['a photo and a document', [PHOTO, PLAN], '2 files'],
  ] as const)('%s: "%s"', (_what, attachments, text) => {
    expect(lastMessagePreview(last({ attachments: [...attachments] }), t)).toBe(text);
  });

  it('a message with text shows its text, files or not', () => {
    expect(lastMessagePreview(last({ content: 'See the plan', attachments: [PLAN] }), t)).toBe(
      'See the plan',
    );
  });

  it('a message typed as a voice or video note says so', () => {
    expect(lastMessagePreview(last({ content_type: 'voice' }), t)).toBe('Voice message');
    expect(lastMessagePreview(last({ content_type: 'video' }), t)).toBe('Video message');
  });

  it.each([
    ['ru', ru, 'Голосовое сообщение', 'Видеосообщение', '5 файлов'],
    ['ar', ar, 'رسالة صوتية', 'رسالة فيديو', '5 ملفات'],
  ] as const)("speaks the reader's language (%s)", async (language, texts, voice, video, five) => {
    i18n.addResourceBundle(language, 'translation', texts);
    await i18n.changeLanguage(language);
    expect(lastMessagePreview(last({ attachments: [VOICE] }), t)).toBe(voice);
    expect(lastMessagePreview(last({ attachments: [VIDEO_NOTE] }), t)).toBe(video);
    const mixed = [PHOTO, PLAN, SONG, CLIP, PLAN];
    expect(lastMessagePreview(last({ attachments: mixed }), t)).toBe(five);
  });

  it('a row reads "Alice Anders: Voice message", and "You: Video message" for one\'s own', () => {
    const voiceRow = threadFixture({ id: 't1', last_message: last({ attachments: [VOICE] }) });
    const own = withLastMessage(
      threadFixture({ id: 't2' }),
      messageFixture({
        id: 'm2',
        thread_id: 't2',
        content: '',
        user: { id: 'me', name: 'Ada Lovelace', avatar: null },
        attachments: [
          {
            id: 'a1',
            message_id: 'm2',
            attachment_type: 'video',
            file_name: 'video-message-1.webm',
            file_url: '/api/attachments/a1/file',
            file_size: 10,
            mime_type: 'video/webm',
            thumbnail_url: null,
            width: null,
            height: null,
          },
        ],
      }),
    );
    for (const thread of [voiceRow, own]) {
      render(
        <ThreadListItem
          thread={thread}
          selected={false}
          currentUserId="me"
          showContext={false}
          onSelect={() => {}}
        />,
      );
    }
    expect(screen.getByText('Alice Anders: Voice message')).toBeInTheDocument();
    expect(screen.getByText('You: Video message')).toBeInTheDocument();
  });
});
