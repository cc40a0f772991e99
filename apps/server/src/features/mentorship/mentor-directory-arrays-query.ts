import { mentorOwnPart } from './mentor-match-policy.ts';
import { shownRating } from './mentor-search-presenter.ts';
import type { DirectoryMentor } from './mentor-directory-query.ts';

/**
 * The mentors, and what every search reads of them, by position in `mentors`, in flat arrays:
 * a search looks at up to every mentor, so per mentor it reads numbers rather than walking
 * strings. Built once per read of the mentors. `mentors` is in the order that breaks ties
 * between equal scores (`compareTies`), so a search that keeps positions in order needs no
 * sorting beyond the scores.
 */
export type MentorDirectory = {
  mentors: DirectoryMentor[];
  positionOf: Map<string, number>;
  /** The positions of the mentors offering each skill, ascending, each mentor once per skill. */
  bySkill: Map<string, number[]>;
  /** The score's parts that depend on the mentor alone (rating and weekly hours). */
  ownParts: Float64Array;
  hours: Float64Array;
  /** The rating as shown (one decimal), NaN for the unrated. */
  shownRatings: Float64Array;
  /** Each mentor's zone as an index into `zones`: a search works out each zone's part once. */
  zones: string[];
  zoneOf: Uint16Array;
  /** Lower-case language names as numbers; mentor i's are `languageList[languageStart[i]..]`. */
  languageIds: Map<string, number>;
  languageStart: Uint32Array;
  languageList: Uint32Array;
  /** Per session type, 1 at the positions of the mentors who completed one. */
  completedType: Map<string, Uint8Array>;
};

/** Between equal scores: the better rating first (the unrated last), then name as written, then id. */
export function compareTies(a: DirectoryMentor, b: DirectoryMentor): number {
  const ratingA = a.rating ?? -1;
  const ratingB = b.rating ?? -1;
  if (ratingA !== ratingB) return ratingB - ratingA;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;
}

/** Numbers for the distinct values of `key` over `mentors`, and each mentor's. */
function intern<T>(mentors: readonly DirectoryMentor[], key: (m: DirectoryMentor) => T) {
  const values: T[] = [];
  const ids = new Map<T, number>();
  const of = mentors.map((mentor) => {
    const value = key(mentor);
    let id = ids.get(value);
    if (id === undefined) {
      id = values.push(value) - 1;
      ids.set(value, id);
    }
    return id;
  });
  return { values, ids, of };
}

function indexBySkill(mentors: readonly DirectoryMentor[]): Map<string, number[]> {
  const bySkill = new Map<string, number[]>();
  mentors.forEach((mentor, index) => {
    for (const skill of new Set(mentor.skills)) {
      const offering = bySkill.get(skill);
      if (offering) offering.push(index);
      else bySkill.set(skill, [index]);
    }
  });
  return bySkill;
}

function indexLanguages(mentors: readonly DirectoryMentor[]) {
  const languageIds = new Map<string, number>();
  const languageStart = new Uint32Array(mentors.length + 1);
  const ids: number[] = [];
  mentors.forEach((mentor, index) => {
    languageStart[index] = ids.length;
    for (const language of mentor.languagesLower) {
      let id = languageIds.get(language);
      if (id === undefined) {
        id = languageIds.size;
        languageIds.set(language, id);
      }
      ids.push(id);
    }
  });
  languageStart[mentors.length] = ids.length;
  return { languageIds, languageStart, languageList: Uint32Array.from(ids) };
}

function indexCompletedTypes(mentors: readonly DirectoryMentor[]): Map<string, Uint8Array> {
  const completedType = new Map<string, Uint8Array>();
  mentors.forEach((mentor, index) => {
    for (const type of mentor.completedTypes) {
      let flags = completedType.get(type);
      if (!flags) completedType.set(type, (flags = new Uint8Array(mentors.length)));
      flags[index] = 1;
    }
  });
  return completedType;
}

/** The directory of `mentors` as searches read it (sorts `mentors` in place, ties order). */
export function indexMentors(mentors: DirectoryMentor[]): MentorDirectory {
  mentors.sort(compareTies);
  const zones = intern(mentors, (mentor) => mentor.timezone);
  return {
    mentors,
    positionOf: new Map(mentors.map((mentor, index) => [mentor.userId, index])),
    bySkill: indexBySkill(mentors),
    ownParts: Float64Array.from(mentors, mentorOwnPart),
    hours: Float64Array.from(mentors, (mentor) => mentor.availabilityHoursPerWeek),
    shownRatings: Float64Array.from(mentors, (mentor) => shownRating(mentor.rating) ?? NaN),
    zones: zones.values,
    zoneOf: Uint16Array.from(zones.of),
    ...indexLanguages(mentors),
    completedType: indexCompletedTypes(mentors),
  };
}
