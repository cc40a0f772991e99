import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '@crewline/shared/limits';
import { X } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendInvitation } from '../../api/invitations/use-send-invitation.ts';
import { useMembers } from '../../api/members/use-members.ts';
import type { MemberRole } from '../../api/projects/types.ts';
import type { PublicUser } from '../../api/users/users-api.ts';
import { useCreateInvitedUser } from '../../api/users/use-create-invited-user.ts';
import { Avatar } from '../../components/avatar.tsx';
import { CharacterCount } from '../../components/character-count.tsx';
import { buttonClass, iconButtonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { inputClass } from '../../components/text-field.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import { Field, Modal, textareaClass } from '../../components/modal.tsx';
import { createUserErrorText, inviteErrorText, looksLikeEmail } from './member-errors.ts';
import { RoleSelect } from './role-select.tsx';
import { useSwipeToClose } from './use-swipe-to-close.ts';
import { UserSearchField } from './user-search-field.tsx';

/** How long the success toast stays. */
const INVITE_TOAST_MS = 4_000;

type AddMemberModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: string;
};

type NewUserErrors = { name?: string; email?: string };

/** The ids a field's aria-describedby names: its counter, and its error when there is one. */
function describedBy(countId: string, errorId: string, error: string | undefined): string {
  return error ? `${countId} ${errorId}` : countId;
}

/**
 * "Add Team Member": pick someone from the suggestions, or create a new user
 * in a second step; then invite them with a role and a welcome message.
 */
export function AddMemberModal({ open, onOpenChange, projectId }: AddMemberModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const members = useMembers(projectId);
  const invite = useSendInvitation(projectId);
  const createUser = useCreateInvitedUser();
  const [step, setStep] = useState<'search' | 'create'>('search');
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<PublicUser | null>(null);
  const [role, setRole] = useState<MemberRole>('member');
  const [message, setMessage] = useState('');
  const [newName, setNewName] = useState('');
  const [newEmail, setNewEmail] = useState('');
  const [newErrors, setNewErrors] = useState<NewUserErrors>({});
  const [error, setError] = useState<string | null>(null);
  const swipe = useSwipeToClose(() => onOpenChange(false));

  const memberIds = useMemo(
    () => new Set((members.data ?? []).map((member) => member.id)),
    [members.data],
  );
  const busy = invite.isPending || createUser.isPending;

  function goCreate() {
    const typed = query.trim();
    if (looksLikeEmail(typed)) setNewEmail(typed);
    else setNewName(typed);
    setNewErrors({});
    setError(null);
    setStep('create');
  }

  async function sendTo(invitee: { user_id: string } | { email: string }) {
    const result = await invite.mutateAsync({ ...invitee, role, message: message.trim() });
    toast.success(
      result.resent ? t('projects.addMember.resent') : t('projects.addMember.success'),
      { duration: INVITE_TOAST_MS },
    );
    onOpenChange(false);
  }

  async function submitSearch(event: FormEvent) {
    event.preventDefault();
    if (!picked) {
      setError(t('projects.addMember.pickSomeone'));
      return;
    }
    setError(null);
    try {
      await sendTo({ user_id: picked.id });
    } catch (failure) {
      setError(inviteErrorText(failure, t));
    }
  }

  async function submitCreate(event: FormEvent) {
    event.preventDefault();
    const errors: NewUserErrors = {};
    if (newName.trim() === '') errors.name = t('projects.addMember.errors.nameRequired');
    if (!looksLikeEmail(newEmail)) errors.email = t('projects.addMember.errors.invalidEmail');
    setNewErrors(errors);
    if (errors.name || errors.email) return;
    setError(null);
    let user: PublicUser;
    try {
      user = await createUser.mutateAsync({ name: newName.trim(), email: newEmail.trim() });
    } catch (failure) {
      setError(createUserErrorText(failure, t));
      return;
    }
    try {
      // By the address just typed, not the new account's id: the server then keeps showing the
      // inviter that address on the invitation (an invitation by id shows it to no stranger).
      await sendTo({ email: user.email });
    } catch (failure) {
      setError(inviteErrorText(failure, t));
    }
  }

  const roleAndMessage = (
    <>
      <Field label={t('projects.addMember.role')} htmlFor={`${id}-role`}>
        <RoleSelect id={`${id}-role`} value={role} onChange={setRole} />
      </Field>
      <Field label={t('projects.addMember.message')} htmlFor={`${id}-message`}>
        <textarea
          id={`${id}-message`}
          className={textareaClass}
          value={message}
          maxLength={TEXT_MAX_LENGTH}
          placeholder={t('projects.addMember.messagePlaceholder')}
          aria-describedby={`${id}-message-count`}
          onChange={(event) => setMessage(event.target.value)}
        />
        <CharacterCount id={`${id}-message-count`} value={message} limit={TEXT_MAX_LENGTH} />
      </Field>
    </>
  );

  const actions = (primary: string) => (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() => (step === 'create' ? setStep('search') : onOpenChange(false))}
      >
        {step === 'create' ? t('projects.addMember.back') : t('projects.addMember.cancel')}
      </button>
      <button type="submit" className={buttonClass('primary')} disabled={busy}>
        {busy ? t('projects.addMember.sending') : primary}
      </button>
    </div>
  );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={
        step === 'create' ? t('projects.addMember.newUserTitle') : t('projects.addMember.title')
      }
      description={
        step === 'create' ? t('projects.addMember.newUserBody') : t('projects.addMember.body')
      }
      panelProps={{
        ...swipe.handlers,
        style: swipe.offset ? { transform: `translateY(${swipe.offset}px)` } : undefined,
      }}
      handle={
        <div
          aria-hidden="true"
          title={t('projects.addMember.swipeHint')}
          className="-mt-2 mb-3 flex justify-center sm:hidden"
        >
          <span className="h-1.5 w-10 rounded-full bg-border" />
        </div>
      }
    >
      {step === 'search' ? (
        <form noValidate onSubmit={submitSearch} className="flex flex-col gap-4">
          {error ? <FormAlert tone="error">{error}</FormAlert> : null}
          {picked ? (
            <div className="flex flex-col gap-1.5">
              <span className="text-sm font-medium">{t('projects.addMember.selected')}</span>
              <div className="flex items-center gap-3 rounded-xl border border-border p-2 ps-3">
                <Avatar name={picked.name} src={picked.avatar} size="sm" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sm font-medium">{picked.name}</span>
                  <span className="truncate text-xs text-fg-muted">{picked.email}</span>
                </span>
                <button
                  type="button"
                  className={iconButtonClass()}
                  aria-label={t('projects.addMember.change')}
                  onClick={() => setPicked(null)}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </div>
            </div>
          ) : (
            <UserSearchField
              label={t('projects.addMember.search')}
              query={query}
              onQuery={setQuery}
              onPick={(user) => {
                setPicked(user);
                setError(null);
              }}
              onCreateNew={goCreate}
              excluded={memberIds}
            />
          )}
          {roleAndMessage}
          {actions(t('projects.addMember.send'))}
        </form>
      ) : (
        <form noValidate onSubmit={submitCreate} className="flex flex-col gap-4">
          {error ? <FormAlert tone="error">{error}</FormAlert> : null}
          <Field
            label={t('projects.addMember.fullName')}
            htmlFor={`${id}-name`}
            error={newErrors.name}
            errorId={`${id}-name-error`}
          >
            <input
              id={`${id}-name`}
              className={inputClass}
              value={newName}
              autoComplete="off"
              maxLength={NAME_MAX_LENGTH}
              aria-invalid={newErrors.name ? true : undefined}
              aria-describedby={describedBy(`${id}-name-count`, `${id}-name-error`, newErrors.name)}
              onChange={(event) => setNewName(event.target.value)}
            />
            <CharacterCount id={`${id}-name-count`} value={newName} limit={NAME_MAX_LENGTH} />
          </Field>
          <Field
            label={t('projects.addMember.email')}
            htmlFor={`${id}-email`}
            error={newErrors.email}
            errorId={`${id}-email-error`}
          >
            <input
              id={`${id}-email`}
              type="email"
              className={inputClass}
              value={newEmail}
              autoComplete="off"
              maxLength={EMAIL_MAX_LENGTH}
              aria-invalid={newErrors.email ? true : undefined}
              aria-describedby={describedBy(
                `${id}-email-count`,
                `${id}-email-error`,
                newErrors.email,
              )}
              onChange={(event) => setNewEmail(event.target.value)}
            />
            <CharacterCount id={`${id}-email-count`} value={newEmail} limit={EMAIL_MAX_LENGTH} />
          </Field>
          {roleAndMessage}
          {actions(t('projects.addMember.createAndInvite'))}
        </form>
      )}
    </Modal>
  );
}
