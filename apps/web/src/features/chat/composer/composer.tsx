import { MESSAGE_ATTACHMENTS_MAX } from '@crewline/shared/contracts/chat';
import { TEXT_MAX_LENGTH } from '@crewline/shared/limits';
import { fencePastedCode } from '@crewline/shared/domain/guess-code-language';
import { Mic, Paperclip, Send, Siren, Video } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useScheduleMessage } from '../../../api/scheduled-messages/use-schedule-message.ts';
import { iconButtonClass } from '../../../components/button-styles.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { CharacterCount } from '../../../components/character-count.tsx';
import { ApiError } from '../../../api/api-error.ts';
import { describeError } from '../../../i18n/describe-error.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { MentionTextarea } from '../../mentions/mention-textarea.tsx';
import { mentionedIds, type MentionCandidate } from '../../mentions/mentions.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { ComposerProps, OutgoingMessage } from '../chat-contracts.ts';
import { AttachmentChips } from './attachment-chips.tsx';
import { newClientId } from './client-id.ts';
import { TEXTAREA_MAX_HEIGHT_PX } from './composer-limits.ts';
import { CustomScheduleDialog } from './custom-schedule-dialog.tsx';
import { clearDraft, readDraft, writeDraft } from './draft-store.ts';
import { EmojiPicker } from './emoji-picker.tsx';
import {
  applyFormat,
  formatForKey,
  insertAt,
  insertBlock,
  type TextEdit,
} from './markdown-shortcuts.ts';
import type { QueuedMessage } from './outbox-store.ts';
import { RecordingBar } from './recording-bar.tsx';
import { ReplyBar } from './reply-bar.tsx';
import { ScheduleMenu } from './schedule-menu.tsx';
import { ScheduledMessagesDialog } from './scheduled-messages-dialog.tsx';
import { useAttachmentUploads } from './use-attachment-uploads.ts';
import { useOutbox } from './use-outbox.ts';
import { RECORDING_MAX_SECONDS, useRecorder } from './use-recorder.ts';
import { useTypingSignal } from './use-typing-signal.ts';
import { WaitingMessages } from './waiting-messages.tsx';
import { COMPOSER_MARK } from './focus-composer.ts';

/** Send now, or let the server send it at a time. */
type SendAction = { kind: 'send' } | { kind: 'schedule'; time: Date };

// The server's refusals become sentences in the reader's language; the app's own failures
// (a microphone, a local preview) already are.
function errorText(error: unknown, t: TFunction, fallback: string): string {
  if (error instanceof ApiError) return describeError(error, t, fallback);
  return error instanceof Error && error.message ? error.message : fallback;
}

// A banner about development mode or a local preview is information, not an error.
const isNotice = (text: string) => /Development mode|local preview/i.test(text);

/**
 * The chat composer (docs/PRODUCT.md, Chat). One per thread: the screen may keep
 * it mounted while the thread changes, and everything here (draft, files, recording) belongs to
 * one thread, so the body is keyed by it.
 */
export function Composer(props: ComposerProps) {
  return <ComposerBody key={props.thread.id} {...props} />;
}

function ComposerBody({
  thread,
  currentUserId,
  members,
  replyTo,
  onCancelReply,
  onSend,
  onTyping,
  online,
}: ComposerProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { date } = useFormatters();
  const hintId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const pendingSelection = useRef<TextEdit | null>(null);

  const candidates = useMemo<MentionCandidate[]>(
    () => members.filter((member) => member.id !== currentUserId),
    [members, currentUserId],
  );
  const [draft] = useState(() => readDraft(thread.id));
  const [text, setText] = useState(draft?.text ?? '');
  const [clientId, setClientId] = useState(() => draft?.clientId ?? newClientId());
  const [pickedIds, setPickedIds] = useState<string[]>(draft?.mentions ?? []);
  const [urgent, setUrgent] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [uploadFailure, setUploadFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<SendAction | null>(null);
  const [customOpen, setCustomOpen] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const [dragging, setDragging] = useState(false);

  const typing = useTypingSignal(onTyping);
  const schedule = useScheduleMessage();
  const uploads = useAttachmentUploads(
    useCallback(() => toast.error(t('chatComposer.attachments.deleteFailed')), [toast, t]),
  );
  const addFiles = uploads.add;
  const recorder = useRecorder(useCallback((file: File) => addFiles([file]), [addFiles]));

  useEffect(() => {
    writeDraft(thread.id, { text, clientId, mentions: pickedIds });
  }, [thread.id, text, clientId, pickedIds]);

  // Grow with the text up to 300 px, then scroll.
  useLayoutEffect(() => {
    const box = textarea.current;
    if (!box) return;
    box.style.height = 'auto';
    const height = Math.min(box.scrollHeight, TEXTAREA_MAX_HEIGHT_PX);
    if (height > 0) box.style.height = `${height}px`;
    box.style.overflowY = box.scrollHeight > TEXTAREA_MAX_HEIGHT_PX ? 'auto' : 'hidden';
  }, [text]);

  // Restore the selection an edit asked for once React has written its text.
  useLayoutEffect(() => {
    const edit = pendingSelection.current;
    if (!edit || !textarea.current) return;
    pendingSelection.current = null;
    textarea.current.focus();
    textarea.current.setSelectionRange(edit.selectionStart, edit.selectionEnd);
  }, [text]);

  const edit = (next: TextEdit) => {
    pendingSelection.current = next;
    setText(next.text);
    typing.input();
  };

  const restore = (entry: QueuedMessage) => {
    const { message } = entry;
    setText((current) => (current.trim() ? `${current}\n${message.content}` : message.content));
    if (!text.trim()) setClientId(message.client_id);
    setPickedIds((ids) => [...new Set([...ids, ...message.mentions])]);
    setUrgent((value) => value || message.urgent);
    uploads.restore(entry.files);
  };

  const outbox = useOutbox({
    threadId: thread.id,
    online,
    onSend,
    onFailed: (entry, error) => {
      restore(entry);
      setSendError(errorText(error, t, t('chatComposer.sendFailed')));
    },
  });

  const hasContent = text.trim() !== '' || uploads.items.length > 0;
  const busy = sending || schedule.isPending || uploads.uploading || recorder.active;
  const canSend = hasContent && !busy;

  const reset = () => {
    setText('');
    clearDraft(thread.id);
    setClientId(newClientId());
    setPickedIds([]);
    setUrgent(false);
    setUploadFailure(null);
    setSendError(null);
    uploads.clear();
    if (replyTo) onCancelReply();
  };

  const build = (): OutgoingMessage => {
    const content = text.trim();
    const picked = candidates.filter((member) => pickedIds.includes(member.id));
    return {
      content,
      content_type: 'text',
      attachments: uploads.uploaded.map((item) => item.attachment!.id),
      mentions: mentionedIds(content, picked),
      reply_to_message_id: replyTo?.id ?? null,
      urgent,
      client_id: clientId,
    };
  };

  /** Sends or schedules; a schedule's failure is thrown for the custom dialog to show. */
  const run = async (action: SendAction, withoutFailed = false): Promise<void> => {
    if (!withoutFailed && uploads.failed.length > 0) {
      const partial = uploads.uploaded.length > 0;
      const files = uploads.failed.map((item) => item.name).join(', ');
      setUploadFailure(
        t(partial ? 'chatComposer.attachments.failedSome' : 'chatComposer.attachments.failedAll', {
          files,
        }),
      );
      if (partial || text.trim() !== '') setConfirming(action);
      return;
    }
    const message = build();
    if (message.content === '' && message.attachments.length === 0) return;
    typing.stop();
    setSendError(null);
    if (action.kind === 'schedule') {
      const { client_id: _unused, ...fields } = message;
      await schedule.mutateAsync({
        ...fields,
        thread_id: thread.id,
        scheduled_time: action.time.toISOString(),
      });
      reset();
      toast.success(
        t('chatComposer.schedule.done', {
          time: date(action.time, { dateStyle: 'medium', timeStyle: 'short' }),
        }),
      );
      return;
    }
    if (!online) {
      const files = uploads.uploaded.map((item) => item.attachment!);
      outbox.enqueue({ message, files });
      reset();
      return;
    }
    setSending(true);
    try {
      await onSend(message);
      reset();
    } catch (error) {
      setSendError(errorText(error, t, t('chatComposer.sendFailed')));
    } finally {
      setSending(false);
      textarea.current?.focus();
    }
  };

  const send = () => {
    if (canSend) void run({ kind: 'send' });
  };

  const scheduleAt = (time: Date) =>
    run({ kind: 'schedule', time }).catch((error: unknown) =>
      setSendError(errorText(error, t, t('chatComposer.schedule.failed'))),
    );

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    const format = formatForKey(event);
    if (format) {
      event.preventDefault();
      const box = event.currentTarget;
      edit(applyFormat(text, box.selectionStart, box.selectionEnd, format));
      return;
    }
    const modified = event.shiftKey || event.ctrlKey || event.metaKey || event.altKey;
    if (event.key === 'Enter' && !modified) {
      event.preventDefault();
      send();
    } else if (event.key === 'Escape' && replyTo) {
      event.preventDefault();
      onCancelReply();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = Array.from(event.clipboardData.files);
    if (files.length > 0) {
      event.preventDefault();
      uploads.add(files);
      return;
    }
    const block = fencePastedCode(event.clipboardData.getData('text/plain'));
    if (!block) return;
    event.preventDefault();
    const box = event.currentTarget;
    edit(insertBlock(text, box.selectionStart, box.selectionEnd, block));
  };

  const insertEmoji = (emoji: string) => {
    const box = textarea.current;
    const start = box?.selectionStart ?? text.length;
    const end = box?.selectionEnd ?? text.length;
    edit(insertAt(text, start, end, emoji));
  };

  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    uploads.add(Array.from(event.dataTransfer.files));
  };

  const { tooLarge, overLimit } = uploads.rejected;
  const recorderNotice = recorder.notice;

  return (
    <div
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className={`relative flex flex-col gap-2 border-t border-border bg-surface p-2 sm:p-3 ${dragging ? 'ring-2 ring-primary ring-inset' : ''}`}
    >
      {dragging ? (
        <div className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center bg-primary-soft/90 text-sm font-medium text-primary-soft-fg">
          {t('chatComposer.dropHere')}
        </div>
      ) : null}
      <WaitingMessages
        waiting={outbox.waiting}
        onEdit={(entry) => {
          outbox.take(entry.message.client_id);
          restore(entry);
        }}
      />
      {sendError ? (
        <FormAlert tone={isNotice(sendError) ? 'info' : 'error'}>{sendError}</FormAlert>
      ) : null}
      {uploadFailure ? <FormAlert tone="error">{uploadFailure}</FormAlert> : null}
      {tooLarge.map((file) => (
        <FormAlert key={file} tone="error">
          {t('chatComposer.attachments.tooLarge', { file })}
        </FormAlert>
      ))}
      {overLimit.length > 0 ? (
        <FormAlert tone="error">
          {t('chatComposer.attachments.tooMany', {
            max: MESSAGE_ATTACHMENTS_MAX,
            files: overLimit.join(', '),
          })}
        </FormAlert>
      ) : null}
      {recorderNotice ? (
        <FormAlert tone={recorderNotice.reason === 'limit' ? 'info' : 'error'}>
          {recorderNotice.reason === 'limit'
            ? t(
                recorderNotice.kind === 'voice'
                  ? 'chatComposer.recording.limitVoice'
                  : 'chatComposer.recording.limitVideo',
                { seconds: RECORDING_MAX_SECONDS[recorderNotice.kind] },
              )
            : t(
                recorderNotice.kind === 'voice'
                  ? 'chatComposer.recording.startFailedVoice'
                  : 'chatComposer.recording.startFailedVideo',
              )}
        </FormAlert>
      ) : null}
      {replyTo ? <ReplyBar message={replyTo} onCancel={onCancelReply} /> : null}
      <AttachmentChips items={uploads.items} onRemove={uploads.remove} />
      {recorder.active && recorder.kind ? (
        <RecordingBar
          kind={recorder.kind}
          state={recorder.state}
          elapsed={recorder.elapsed}
          stream={recorder.stream}
          onStop={recorder.stop}
          onCancel={recorder.cancel}
        />
      ) : (
        <div className="flex flex-col gap-1">
          <div className="[&_[role=listbox]]:top-auto [&_[role=listbox]]:bottom-full [&_[role=listbox]]:mt-0 [&_[role=listbox]]:mb-1">
            <MentionTextarea
              textareaRef={textarea}
              value={text}
              onValueChange={(value) => {
                setText(value);
                if (value !== '') typing.input();
              }}
              candidates={candidates}
              onPick={(member) => setPickedIds((ids) => [...ids, member.id])}
              onKeyDown={onKeyDown}
              onPaste={onPaste}
              readOnly={sending}
              maxLength={TEXT_MAX_LENGTH}
              rows={1}
              placeholder={t('chatComposer.placeholder')}
              aria-label={t('chatComposer.placeholder')}
              aria-describedby={hintId}
              {...{ [COMPOSER_MARK]: '' }}
              className="block min-h-11 resize-none"
              style={{ maxHeight: TEXTAREA_MAX_HEIGHT_PX }}
            />
          </div>
          <CharacterCount value={text} limit={TEXT_MAX_LENGTH} />
          <div className="flex items-center gap-0.5">
            <button
              type="button"
              onClick={() => fileInput.current?.click()}
              aria-label={t('chatComposer.attach')}
              title={t('chatComposer.attach')}
              className={iconButtonClass()}
            >
              <Paperclip aria-hidden="true" className="size-5" />
            </button>
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              onChange={(event) => {
                uploads.add(Array.from(event.target.files ?? []));
                event.target.value = '';
              }}
            />
            <EmojiPicker onPick={insertEmoji} onClosed={() => textarea.current?.focus()} />
            <button
              type="button"
              onClick={() => void recorder.start('voice')}
              disabled={sending}
              aria-label={t('chatComposer.recording.startVoice')}
              title={t('chatComposer.recording.startVoice')}
              className={iconButtonClass('disabled:opacity-50')}
            >
              <Mic aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => void recorder.start('video')}
              disabled={sending}
              aria-label={t('chatComposer.recording.startVideo')}
              title={t('chatComposer.recording.startVideo')}
              className={iconButtonClass('disabled:opacity-50')}
            >
              <Video aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => setUrgent((value) => !value)}
              aria-pressed={urgent}
              aria-label={t('chatComposer.urgent')}
              title={t('chatComposer.urgent')}
              className={iconButtonClass(
                urgent
                  ? 'bg-red-100 text-red-700 hover:bg-red-100 hover:text-red-800 dark:bg-red-950 dark:text-red-300'
                  : '',
              )}
            >
              <Siren aria-hidden="true" className="size-5" />
            </button>
            {urgent ? (
              <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
                {t('chatComposer.urgentBadge')}
              </span>
            ) : null}
            <p id={hintId} className="ms-2 hidden truncate text-xs text-fg-muted lg:block">
              {t('chatComposer.hint')}
            </p>
            <div className="ms-auto flex items-center gap-0.5">
              <ScheduleMenu
                canSchedule={canSend}
                onSchedule={(time) => void scheduleAt(time)}
                onCustom={() => setCustomOpen(true)}
                onShowList={() => setListOpen(true)}
              />
              <button
                type="button"
                onClick={send}
                disabled={!canSend}
                aria-label={sending ? t('chatComposer.sending') : t('chatComposer.send')}
                title={t('chatComposer.send')}
                className="inline-flex size-11 items-center justify-center rounded-lg bg-primary text-primary-fg transition-colors hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-50"
              >
                <Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />
              </button>
            </div>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('chatComposer.attachments.confirmTitle')}
        body={t('chatComposer.attachments.confirmBody')}
        confirmLabel={t('chatComposer.attachments.confirmSend')}
        cancelLabel={t('chatComposer.attachments.confirmKeep')}
        busyLabel={t('chatComposer.attachments.confirmSending')}
        busy={false}
        danger={false}
        onConfirm={() => {
          const action = confirming;
          setConfirming(null);
          setUploadFailure(null);
          uploads.dropFailed();
          if (action)
            void run(action, true).catch((error: unknown) =>
              setSendError(errorText(error, t, t('chatComposer.schedule.failed'))),
            );
        }}
      />
      <CustomScheduleDialog
        open={customOpen}
        onOpenChange={setCustomOpen}
        onSchedule={(time) => run({ kind: 'schedule', time })}
      />
      <ScheduledMessagesDialog threadId={thread.id} open={listOpen} onOpenChange={setListOpen} />
    </div>
  );
}
