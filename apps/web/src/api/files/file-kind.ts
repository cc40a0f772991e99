import type { FileType } from '@crewline/shared/contracts/files';

const ARCHIVE = /\.(zip|tar|gz|tgz|bz2|xz|7z|rar)$/i;
const DOCUMENT =
  /\.(pdf|docx?|xlsx?|pptx?|odt|ods|odp|rtf|txt|md|csv|json|xml|html?|tex|epub|pages|key|numbers)$/i;

/** The file_type a new upload is filed under, from its MIME type, else its extension. */
export function fileTypeOf(file: Pick<File, 'name' | 'type'>): FileType {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  if (ARCHIVE.test(file.name) || /zip|compressed|x-tar|gzip/.test(file.type)) return 'archive';
  if (DOCUMENT.test(file.name) || file.type.startsWith('text/') || file.type === 'application/pdf')
    return 'document';
  return 'other';
}
