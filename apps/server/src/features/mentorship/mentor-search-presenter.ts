import {
  MENTOR_RESULT_EXPERTISE_MAX,
  MENTOR_RESULT_STACK_TAGS_MAX,
  type MentorSearchResultJson,
} from '@crewline/shared/contracts/mentorship-search';
import type { DirectoryMentor } from './mentor-directory-query.ts';

/** The rating as shown: one decimal. */
export const shownRating = (rating: number | null) =>
  rating === null ? null : Math.round(rating * 10) / 10;

/**
 * One search result: the account's name and avatar, the mentor's public profile, their rating
 * (one decimal) and how many rated it. At most 5 expertise tags, and 6 language and framework
 * tags together (languages first), as the results show them.
 */
export function presentMentorResult(
  mentor: DirectoryMentor,
  matchScore: number,
): MentorSearchResultJson {
  const languages = mentor.languages.slice(0, MENTOR_RESULT_STACK_TAGS_MAX);
  return {
    userInfo: {
      fullName: mentor.name,
      username: mentor.githubUsername,
      avatarUrl: mentor.avatarUrl,
    },
    matchScore,
    mentor: {
      userId: mentor.userId,
      rating: shownRating(mentor.rating),
      ratingCount: mentor.ratingCount,
      bio: mentor.bio,
      yearsExperience: mentor.yearsExperience,
      totalSessionsGiven: mentor.sessionsGiven,
      availabilityHoursPerWeek: mentor.availabilityHoursPerWeek,
      timezone: mentor.timezone,
      skills: mentor.skills,
      expertise: mentor.expertise.slice(0, MENTOR_RESULT_EXPERTISE_MAX),
      languages,
      frameworks: mentor.frameworks.slice(0, MENTOR_RESULT_STACK_TAGS_MAX - languages.length),
      githubUsername: mentor.githubUsername,
    },
  };
}
