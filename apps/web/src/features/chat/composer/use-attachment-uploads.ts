import { ATTACHMENT_MAX_BYTES } from '@crewline/shared/limits';
import { MESSAGE_ATTACHMENTS_MAX } from '@crewline/shared/contracts/chat';
import type { AttachmentJson } from '@crewline/shared/contracts/chat-responses';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  uploadAttachment,
  type UploadHandle,
} from '../../../api/chat-uploads/upload-attachment.ts';
import { useDeleteAttachment } from '../../../api/chat-uploads/use-delete-attachment.ts';

/** One file of the message being written: uploading, uploaded or failed. */
export type UploadItem = {
  key: string;
  name: string;
  size: number;
  mimeType: string;
  /** A local picture of an image (object URL), shown from the moment it is picked. */
  previewUrl: string | null;
  status: 'uploading' | 'uploaded' | 'failed';
  /** 0 to 1. */
  progress: number;
  attachment: AttachmentJson | null;
  /** Why the upload failed, as thrown: worded for the reader where it is shown. */
  failure: unknown;
};

/** Files refused before uploading: too large (over 10 MB), or past the per-message maximum. */
type RejectedFiles = { tooLarge: string[]; overLimit: string[] };

const NONE: RejectedFiles = { tooLarge: [], overLimit: [] };

function localPreview(file: File): string | null {
  if (!file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') return null;
  return URL.createObjectURL(file);
}

function forget(item: UploadItem): void {
  if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
}

let nextKey = 0;

/**
 * The composer's files. Each accepted file starts uploading at once, with its own progress; a
 * file over 10 MB is refused by name before any byte is sent. Removing an uploaded file deletes
 * it on the server (it was never sent); removing one still uploading aborts it.
 */
export function useAttachmentUploads(onDeleteFailed: () => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [rejected, setRejected] = useState<RejectedFiles>(NONE);
  const handles = useRef(new Map<string, UploadHandle>());
  const itemsRef = useRef(items);
  const removeUpload = useDeleteAttachment();

  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const startUpload = useCallback(
    (key: string, file: File) => {
      const handle = uploadAttachment(file, (progress) => patch(key, { progress }));
      handles.current.set(key, handle);
      handle.promise
        .then((attachment) => patch(key, { status: 'uploaded', progress: 1, attachment }))
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          patch(key, { status: 'failed', failure: error });
        })
        .finally(() => handles.current.delete(key));
    },
    [patch],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const tooLarge: string[] = [];
      const overLimit: string[] = [];
      const accepted: { item: UploadItem; file: File }[] = [];
      let room = MESSAGE_ATTACHMENTS_MAX - itemsRef.current.length;
      for (const file of files) {
        if (file.size > ATTACHMENT_MAX_BYTES) {
          tooLarge.push(file.name);
        } else if (room <= 0) {
          overLimit.push(file.name);
        } else {
          room -= 1;
          nextKey += 1;
          accepted.push({
            file,
            item: {
              key: `upload-${nextKey}`,
              name: file.name,
              size: file.size,
              mimeType: file.type,
              previewUrl: localPreview(file),
              status: 'uploading',
              progress: 0,
              attachment: null,
              failure: null,
            },
          });
        }
      }
      setRejected({ tooLarge, overLimit });
      if (accepted.length === 0) return;
      setItems((list) => [...list, ...accepted.map(({ item }) => item)]);
      for (const { item, file } of accepted) startUpload(item.key, file);
    },
    [startUpload],
  );

  const remove = useCallback(
    (key: string) => {
      const item = itemsRef.current.find((entry) => entry.key === key);
      if (!item) return;
      handles.current.get(key)?.abort();
      forget(item);
      setItems((list) => list.filter((entry) => entry.key !== key));
      if (item.attachment) {
        removeUpload.mutate(item.attachment.id, { onError: onDeleteFailed });
      }
    },
    [onDeleteFailed, removeUpload],
  );

  /** Puts already-uploaded files back (a waiting message taken back into the box). */
  const restore = useCallback((attachments: readonly AttachmentJson[]) => {
    setItems((list) => [
      ...list,
      ...attachments.map((attachment): UploadItem => {
        nextKey += 1;
        return {
          key: `upload-${nextKey}`,
          name: attachment.file_name,
          size: attachment.file_size,
          mimeType: attachment.mime_type,
          previewUrl: null,
          status: 'uploaded',
          progress: 1,
          attachment,
          failure: null,
        };
      }),
    ]);
  }, []);

  /** Empties the list once its files went out with a message (nothing is deleted). */
  const clear = useCallback(() => {
    itemsRef.current.forEach(forget);
    setItems([]);
    setRejected(NONE);
  }, []);

  /** Drops the files that failed (the message goes without them). */
  const dropFailed = useCallback(() => {
    itemsRef.current.filter((item) => item.status === 'failed').forEach(forget);
    setItems((list) => list.filter((item) => item.status !== 'failed'));
  }, []);

  // Leaving the thread aborts what is still uploading and frees the local previews. Uploaded,
  // unsent files stay: the server sweeps orphaned uploads.
  useEffect(() => {
    const running = handles.current;
    return () => {
      running.forEach((handle) => handle.abort());
      itemsRef.current.forEach(forget);
    };
  }, []);

  return {
    items,
    rejected,
    add,
    remove,
    restore,
    clear,
    dropFailed,
    dismissRejected: () => setRejected(NONE),
    uploading: items.some((item) => item.status === 'uploading'),
    uploaded: items.filter((item) => item.status === 'uploaded'),
    failed: items.filter((item) => item.status === 'failed'),
  };
}
