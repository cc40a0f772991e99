import { and, eq } from 'drizzle-orm';
import { INVITATION_MESSAGES } from '@crewline/shared/contracts/invitations';
import type { MemberRole } from '@crewline/shared/contracts/members';
import { INVITATION_LIFETIME_DAYS } from '@crewline/shared/limits';
import { invitationLink } from '@crewline/shared/domain/item-links';
import { invitations, projectMembers, projects, users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { Mail, Mailer } from '../../services/mail.ts';
import { invitationMail } from '../../mail/invitation-mail.ts';
import type { AbuseLimits } from '../../env.ts';
import { takeLimits, type LimitHit } from '../../services/rate-limit.ts';
import { ALREADY_MEMBER } from './add-member.ts';
import { findOrCreateInvitedUser } from './create-invited-user.ts';
import { createResetLink } from '../auth/create-reset-link.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { notifyEvent } from '../notifications/notification-events.ts';

/** Who to invite and as what. */
type InvitationRequest = {
  projectId: string;
  inviterId: string;
  invitee: { userId: string } | { email: string };
  role: MemberRole;
  message: string;
  appOrigin: string;
  now: Date;
  limits: AbuseLimits;
};

const TOO_MANY_INVITATIONS =
  'Too many invitations were sent. Please try again in {seconds} seconds.';

/**
 * Invitations an hour, per person invited (each may mail them: a resend loop is mail bombing)
 * and per inviting account: a team lead inviting a whole team fits, a script does not.
 */
function invitationCounters(request: InvitationRequest): LimitHit[] {
  const limit = (action: string, max: number) => ({
    action,
    max,
    windowMs: 3_600_000,
    message: TOO_MANY_INVITATIONS,
  });
  const invitee =
    'email' in request.invitee
      ? `email:${request.invitee.email.trim().toLowerCase()}`
      : `user:${request.invitee.userId}`;
  return [
    {
      key: invitee,
      limit: limit('invitation_invitee', request.limits.invitationsPerInviteePerHour),
    },
    {
      key: request.inviterId,
      limit: limit('invitation_inviter', request.limits.invitationsPerAccountPerHour),
    },
  ];
}

/**
 * Invites a person to a project. A pending invitation for them is renewed instead
 * (`resent: true`); a member gets 409. An address without an account gets an invited account,
 * and anyone who has no password yet is mailed a link to set one, after the commit. Counted
 * against the hourly invitation limits first (429).
 */
export async function sendInvitation(
  db: Db,
  mailer: Mailer,
  request: InvitationRequest,
): Promise<{ invitationId: string; resent: boolean }> {
  const { projectId, inviterId, role, message, now } = request;
  await takeLimits(db, invitationCounters(request), now);
  const emailTyped = 'email' in request.invitee;
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_DAYS * 86_400_000);
  const outcome = await db.transaction(async (tx) => {
    const invitee =
      'userId' in request.invitee
        ? (await tx.select().from(users).where(eq(users.id, request.invitee.userId)).limit(1))[0]
        : (await findOrCreateInvitedUser(tx, { email: request.invitee.email, now })).user;
    if (!invitee) throw new NotFoundError('User not found');
    const [member] = await tx
      .select({ userId: projectMembers.userId })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, invitee.id)));
    if (member) throw new ConflictError(INVITATION_MESSAGES.alreadyMember, ALREADY_MEMBER);

    // The partial unique index allows one pending row per person: a second invite renews it.
    const [inserted] = await tx
      .insert(invitations)
      .values({
        projectId,
        inviterId,
        inviteeId: invitee.id,
        email: invitee.email,
        emailTyped,
        role,
        message,
        createdAt: now,
        expiresAt,
      })
      .onConflictDoNothing()
      .returning({ id: invitations.id });
    let invitationId = inserted?.id;
    if (!invitationId) {
      const [renewed] = await tx
        .update(invitations)
        .set({ role, message, expiresAt, inviterId, emailTyped })
        .where(
          and(
            eq(invitations.projectId, projectId),
            eq(invitations.inviteeId, invitee.id),
            eq(invitations.status, 'pending'),
          ),
        )
        .returning({ id: invitations.id });
      // The pending row was answered between our insert and update: they are a member now.
      if (!renewed) throw new ConflictError(INVITATION_MESSAGES.alreadyMember, ALREADY_MEMBER);
      invitationId = renewed.id;
    }
    const resent = !inserted;
    afterCommit(tx, {
      t: 'invitation_changed',
      p: projectId,
      id: invitationId,
      users: [invitee.id],
    });
    await recordActivity(tx, {
      projectId,
      actorId: inviterId,
      category: 'members',
      action: resent ? 'invitation_resent' : 'invitation_sent',
      entityType: 'invitation',
      entityId: invitationId,
      data: { user_id: invitee.id, name: invitee.name, role },
      at: now,
    });
    // A renewed invitation is a new nudge: it gets a notification of its own too.
    await notifyEvent(tx, { kind: 'invitation_sent', invitationId, at: now.toISOString() }, 1);
    let mail: Mail | undefined;
    if (invitee.status === 'invited') {
      const [names] = await tx
        .select({ project: projects.name, inviter: users.name, language: users.language })
        .from(projects)
        .innerJoin(users, eq(users.id, inviterId))
        .where(eq(projects.id, projectId));
      const link = await createResetLink(tx, {
        userId: invitee.id,
        appOrigin: request.appOrigin,
        now,
        ttlMinutes: INVITATION_LIFETIME_DAYS * 24 * 60,
      });
      // Someone invited has never signed in to choose a language: the inviter's is the best guess.
      mail = invitationMail({
        invitee,
        names: names!,
        role,
        message,
        // After setting a password, the page of this invitation, where it is answered.
        link: `${link}&next=${encodeURIComponent(invitationLink(invitationId))}`,
        language: names!.language,
      });
    }
    return { invitationId, resent, mail };
  });
  // Mail only once the invitation is committed (the outbox writes through its own handle).
  if (outcome.mail) await mailer.send(outcome.mail);
  return { invitationId: outcome.invitationId, resent: outcome.resent };
}
