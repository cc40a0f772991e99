import type {
  DeveloperProfileBody,
  DeveloperProfileJson,
} from '@crewline/shared/contracts/mentorship';

/** The developer profile as its form edits it: free tags as comma-separated text, numbers as text. */
export type DeveloperProfileValues = {
  isMentor: boolean;
  skills: string[];
  languages: string;
  frameworks: string;
  expertise: string;
  timezone: string;
  availabilityHoursPerWeek: string;
  yearsExperience: string;
  maxSessionsPerWeek: string;
  githubUsername: string;
};

const joinTags = (tags: readonly string[]) => tags.join(', ');

/** "Go, , rust " → ["Go", "rust"]. */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/**
 * A number as typed; what is not a whole number goes to the server as NaN, which it refuses with
 * a message naming the field, so the form never guesses a value the person did not type.
 */
const wholeNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function developerProfileValuesOf(profile: DeveloperProfileJson): DeveloperProfileValues {
  return {
    isMentor: profile.isMentor,
    skills: profile.skills,
    languages: joinTags(profile.languages),
    frameworks: joinTags(profile.frameworks),
    expertise: joinTags(profile.expertise),
    timezone: profile.timezone,
    availabilityHoursPerWeek: String(profile.availabilityHoursPerWeek),
    yearsExperience: String(profile.yearsExperience),
    maxSessionsPerWeek: String(profile.maxSessionsPerWeek),
    githubUsername: profile.githubUsername ?? '',
  };
}

export function developerProfileBodyOf(values: DeveloperProfileValues): DeveloperProfileBody {
  const github = values.githubUsername.trim();
  return {
    isMentor: values.isMentor,
    skills: values.skills,
    languages: splitTags(values.languages),
    frameworks: splitTags(values.frameworks),
    expertise: splitTags(values.expertise),
    timezone: values.timezone,
    availabilityHoursPerWeek: wholeNumber(values.availabilityHoursPerWeek),
    yearsExperience: wholeNumber(values.yearsExperience),
    maxSessionsPerWeek: wholeNumber(values.maxSessionsPerWeek),
    githubUsername: github === '' ? null : github,
  };
}
