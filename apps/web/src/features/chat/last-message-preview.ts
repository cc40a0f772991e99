import type { LastMessageJson } from '@crewline/shared/contracts/chat-responses';
import type { TFunction } from 'i18next';
import { attachmentView, type AttachmentView } from './messages/attachments/attachment-kind.ts';

/** What one file of a message says on its own in the thread list. */
const SINGLE: Record<AttachmentView, 'voice' | 'video' | 'image' | 'videoFile' | 'audio' | null> = {
  'voice-note': 'voice',
  'video-note': 'video',
  image: 'image',
  video: 'videoFile',
  audio: 'audio',
  file: null,
};

/**
 * The thread list's line for a last message, without its author: its text, else what it
 * carries ("Voice message", "Video message", "Photo", "3 photos", "File: plan.pdf", "2 files"),
 * so a note or a file is never an empty "Alice Anders:".
 */
export function lastMessagePreview(last: LastMessageJson, t: TFunction): string {
  if (last.content_type === 'voice') return t('chat.list.preview.voice');
  if (last.content_type === 'video') return t('chat.list.preview.video');
  if (last.content.trim() !== '') return last.content;
  const [first, ...rest] = last.attachments;
  if (!first) return last.content;
  const views = last.attachments.map(attachmentView);
  if (rest.length === 0) {
    const key = SINGLE[views[0]!];
    return key
      ? t(`chat.list.preview.${key}`)
      : t('chat.list.preview.file', { name: first.file_name });
  }
  const count = last.attachments.length;
  return views.every((view) => view === 'image')
    ? t('chat.list.preview.images', { count })
    : t('chat.list.preview.files', { count });
}
