import type { Project } from '../../api/projects/types.ts';
import { ChatScreen } from '../../features/chat/chat-screen.tsx';

/** The project's chat: its threads, full height under the project's tabs. */
export function ChatTab({ project }: { project: Project }) {
  return <ChatScreen scope="project" project={project} />;
}
