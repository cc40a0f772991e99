import { messageLink } from '@crewline/shared/domain/item-links';
import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * "From message": a task made from a chat message links back to it. The inbox resolves the
 * message to its thread (GET /api/messages/{id}) and scrolls to it.
 */
export function FromMessageLink({ messageId }: { messageId: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={messageLink(messageId)}
      title={t('chat.fromMessageLabel')}
      className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-primary hover:underline"
    >
      <MessageSquareText aria-hidden="true" className="size-4" />
      {t('chat.fromMessage')}
    </Link>
  );
}
