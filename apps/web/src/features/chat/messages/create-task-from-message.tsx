import type { MessageJson } from '@crewline/shared/contracts/chat-responses';
import { CreateFromMessageDialog } from '../../tasks/create-from-message-dialog.tsx';

type CreateTaskFromMessageProps = {
  message: MessageJson;
  projectId: string;
  /** A direct thread's message: the projects the task may be created in (a select if several). */
  projects?: { id: string; title: string }[];
  onClose: () => void;
  /** The task exists: the screen refreshes the thread's message-tasks, and the chip appears. */
  onCreated: (message: MessageJson) => void;
};

/**
 * Create Task from Message for a chat message: the tasks feature's dialog, pre-filled by the
 * shared parser, posting the task with `created_from_message_id`.
 */
export function CreateTaskFromMessage({
  message,
  projectId,
  projects,
  onClose,
  onCreated,
}: CreateTaskFromMessageProps) {
  return (
    <CreateFromMessageDialog
      open
      onOpenChange={(open) => !open && onClose()}
      message={message.content}
      projectId={projectId}
      projects={projects}
      messageId={message.id}
      onCreated={() => onCreated(message)}
    />
  );
}
