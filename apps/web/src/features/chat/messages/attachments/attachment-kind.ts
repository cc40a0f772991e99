import type { AttachmentJson } from '@crewline/shared/contracts/chat-responses';

/** How an attachment is shown in a message. */
export type AttachmentView = 'image' | 'video' | 'video-note' | 'audio' | 'voice-note' | 'file';

/** What the choice reads of an attachment (the thread list's last message carries only this). */
type AttachmentKindFacts = Pick<AttachmentJson, 'attachment_type' | 'file_name'>;

const playable = (attachment: AttachmentKindFacts) =>
  attachment.attachment_type === 'audio' || attachment.attachment_type === 'video';

/**
 * The player an attachment gets. The server judges the type from the bytes; the recorder's
 * file names pick the note players ("voice-message" -> voice player, "video-message"
 * -> round video). A voice note may be sniffed as video (WebM carries audio in a video
 * container), so the name decides between the two, but only for playable files: a document
 * named "voice-message.pdf" stays a file.
 */
export function attachmentView(attachment: AttachmentKindFacts): AttachmentView {
  const name = attachment.file_name.toLowerCase();
  if (attachment.attachment_type === 'image') return 'image';
  if (playable(attachment) && name.includes('voice-message')) return 'voice-note';
  if (playable(attachment) && name.includes('video-message')) return 'video-note';
  if (attachment.attachment_type === 'video') return 'video';
  if (attachment.attachment_type === 'audio') return 'audio';
  return 'file';
}
