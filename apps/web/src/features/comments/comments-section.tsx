import type { UseQueryResult } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { useContext, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comment, CommentTarget } from '../../api/comments/types.ts';
import { useMembers } from '../../api/members/use-members.ts';
import { AuthContext } from '../../app/auth/auth-context.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { Skeleton } from '../../components/skeleton.tsx';
import { CommentComposer } from './comment-composer.tsx';
import { CommentList } from './comment-list.tsx';
import type { MentionCandidate } from '../mentions/mentions.ts';

type CommentsSectionProps = {
  target: CommentTarget;
  projectId: string;
  /** The caller's `project.can.comment`: observers read but get no composer. */
  canComment: boolean;
  comments: UseQueryResult<Comment[]>;
  /** A card of its own on a page (h2), or a part of a dialog (h3). */
  variant: 'card' | 'inset';
};

const STYLES = {
  card: {
    section: 'flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5',
    heading: 'text-lg font-semibold',
  },
  inset: {
    section: 'mt-3 flex flex-col gap-3 border-t border-border pt-4',
    heading: 'text-sm font-medium text-fg-muted',
  },
} as const;

/**
 * The project's members as people comments can name: `people` (everyone, to show mentions)
 * and `candidates` (everyone but the writer, to suggest).
 */
function useMentionPeople(projectId: string) {
  const members = useMembers(projectId);
  // Read without useAuth so the section also renders where no session provider is mounted.
  const selfId = useContext(AuthContext)?.user?.id;
  return useMemo(() => {
    const people: MentionCandidate[] = (members.data ?? []).map((member) => ({
      id: member.user_id,
      name: member.name,
      avatar: member.avatar,
    }));
    return { people, candidates: people.filter((person) => person.id !== selfId) };
  }, [members.data, selfId]);
}

/** A "Comments" section: the list (oldest first), loading and empty states, and the composer. */
export function CommentsSection({
  target,
  projectId,
  canComment,
  comments,
  variant,
}: CommentsSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { people, candidates } = useMentionPeople(projectId);
  const style = STYLES[variant];
  const Heading = variant === 'card' ? 'h2' : 'h3';

  return (
    <section aria-labelledby={headingId} className={style.section}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className={style.heading}>
        {t('comments.title')}
      </Heading>
      {comments.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <span className="sr-only">{t('comments.loading')}</span>
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : comments.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {t('comments.loadFailed')}
          </p>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => void comments.refetch()}
          >
            {t('comments.retry')}
          </button>
        </div>
      ) : comments.data.length === 0 ? (
        <div className="flex flex-col items-center gap-1 py-4 text-center">
          <MessageSquare aria-hidden="true" className="size-6 text-fg-muted" />
          <p className="text-sm font-medium">{t('comments.empty')}</p>
          {canComment ? (
            <p className="max-w-sm text-sm text-fg-muted">{t('comments.emptyBody')}</p>
          ) : null}
        </div>
      ) : (
        <CommentList
          comments={comments.data}
          people={people}
          candidates={candidates}
          focusAfterDelete={headingRef}
        />
      )}
      {canComment ? (
        <CommentComposer target={target} candidates={candidates} />
      ) : (
        <p className="text-xs text-fg-muted">{t('comments.readOnly')}</p>
      )}
    </section>
  );
}
