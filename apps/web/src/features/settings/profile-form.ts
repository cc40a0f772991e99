import type { ProfileUpdateBody, User } from '@crewline/shared/contracts/auth';
import { BIO_MAX_LENGTH, NAME_MAX_LENGTH } from '@crewline/shared/limits';
import {
  isSafeNamedLink,
  NAMED_SOCIAL_LINKS,
  normalizeSocialUrl,
  SOCIAL_SLOTS,
  type SocialSlot,
} from '@crewline/shared/domain/social-url';

type NamedLink = (typeof NAMED_SOCIAL_LINKS)[number];

/** What the Profile form edits; the e-mail is shown but never sent. */
export type ProfileValues = { name: string; bio: string } & Record<NamedLink, string> &
  Record<SocialSlot, string>;
export type ProfileField = keyof ProfileValues;

/** A field's problem, as a key under `settingsPage.profile` (with its interpolation). */
type FieldProblem = {
  key: 'nameRequired' | 'nameTooLong' | 'bioTooLong' | 'invalidSocialUrl';
  values?: { max: number };
};
export type ProfileProblems = Partial<Record<ProfileField, FieldProblem>>;

/** The form's starting values from the signed-in user. */
export function profileValuesOf(user: User): ProfileValues {
  const links = user.social_links ?? {};
  const pick = (key: string) => links[key] ?? '';
  return {
    name: user.name,
    bio: user.bio,
    ...(Object.fromEntries(NAMED_SOCIAL_LINKS.map((key) => [key, pick(key)])) as Record<
      NamedLink,
      string
    >),
    ...(Object.fromEntries(SOCIAL_SLOTS.map((slot) => [slot, pick(slot)])) as Record<
      SocialSlot,
      string
    >),
  };
}

/**
 * The same rules the server applies (name 1–200 after trimming, bio length, social1…social5
 * http(s) links, no other scheme in the named links), so a bad value stops the save here with the server's own words.
 */
export function checkProfile(values: ProfileValues): ProfileProblems {
  const problems: ProfileProblems = {};
  const name = values.name.trim();
  if (!name) problems.name = { key: 'nameRequired' };
  else if (name.length > NAME_MAX_LENGTH)
    problems.name = { key: 'nameTooLong', values: { max: NAME_MAX_LENGTH } };
  if (values.bio.length > BIO_MAX_LENGTH)
    problems.bio = { key: 'bioTooLong', values: { max: BIO_MAX_LENGTH } };
  for (const key of NAMED_SOCIAL_LINKS) {
    if (!isSafeNamedLink(values[key])) problems[key] = { key: 'invalidSocialUrl' };
  }
  for (const slot of SOCIAL_SLOTS) {
    if (normalizeSocialUrl(values[slot]) === null) problems[slot] = { key: 'invalidSocialUrl' };
  }
  return problems;
}

/** The PUT /api/auth/profile body: every field, so emptied links are removed. */
export function profileBodyOf(values: ProfileValues): ProfileUpdateBody {
  return {
    name: values.name.trim(),
    bio: values.bio,
    social_links: Object.fromEntries(
      NAMED_SOCIAL_LINKS.map((key) => [key, values[key].trim()]),
    ) as ProfileUpdateBody['social_links'],
    ...(Object.fromEntries(
      SOCIAL_SLOTS.map((slot) => [slot, normalizeSocialUrl(values[slot]) ?? '']),
    ) as Record<SocialSlot, string>),
  };
}

/** The server's 422 field paths (`["body", "social3"]`) as form fields. */
export function problemsFromDetail(
  detail: ReadonlyArray<{ loc: ReadonlyArray<string | number>; msg: string }>,
): ProfileProblems {
  const problems: ProfileProblems = {};
  for (const { loc } of detail) {
    const field = loc[1];
    if (typeof field === 'string' && (SOCIAL_SLOTS as readonly string[]).includes(field))
      problems[field as SocialSlot] = { key: 'invalidSocialUrl' };
    // A named link sits one level down: ["body", "social_links", "github"].
    const named = loc[2];
    if (
      field === 'social_links' &&
      typeof named === 'string' &&
      (NAMED_SOCIAL_LINKS as readonly string[]).includes(named)
    )
      problems[named as NamedLink] = { key: 'invalidSocialUrl' };
  }
  return problems;
}
