import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { ChatScreen } from '../../features/chat/chat-screen.tsx';

/** /dashboard/inbox: every conversation the user reads. */
export function InboxPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('chat.inbox.title'));
  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">{t('chat.inbox.title')}</h1>
      <ChatScreen scope="inbox" />
    </div>
  );
}
