import type { DirectoryMentor } from './mentor-directory-query.ts';
import type { MentorDirectory } from './mentor-directory-arrays-query.ts';
import { searchPart, timezonePart, type MatchSearch } from './mentor-match-policy.ts';

/** What narrows a search besides the skills: the rating as shown and the weekly hours. */
export type RankFilters = {
  /** Left out: the searcher. */
  excludeUserId: string;
  minRating?: number;
  minHours?: number;
  sessionType?: string;
};

export type Ranked = { mentor: DirectoryMentor; score: number };

/**
 * The positions to look at, ascending (so in ties order), and how many of the searched skills
 * each offers: everyone when no skill is searched (`positions` undefined), else those offering
 * at least one.
 */
function candidates(directory: MentorDirectory, skills: readonly string[]) {
  if (skills.length === 0) return { positions: undefined, offered: undefined };
  if (skills.length === 1) {
    return { positions: directory.bySkill.get(skills[0]!) ?? [], offered: undefined };
  }
  const offered = new Uint8Array(directory.mentors.length);
  const found: number[] = [];
  for (const skill of skills) {
    for (const position of directory.bySkill.get(skill) ?? []) {
      if (offered[position] === 0) found.push(position);
      offered[position] = offered[position]! + 1;
    }
  }
  return { positions: Uint32Array.from(found).sort(), offered };
}

/** How many of mentor `position`'s languages the searcher speaks (1 in `speaks` per language). */
function sharedLanguages(directory: MentorDirectory, speaks: Uint8Array, position: number) {
  const { languageStart, languageList } = directory;
  let shared = 0;
  for (let i = languageStart[position]!; i < languageStart[position + 1]!; i += 1) {
    shared += speaks[languageList[i]!]!;
  }
  return shared;
}

/** 1 at the number of each language of the search that some mentor speaks. */
function languagesSpoken(directory: MentorDirectory, search: MatchSearch): Uint8Array {
  const speaks = new Uint8Array(directory.languageIds.size);
  for (const language of search.languages) {
    const id = directory.languageIds.get(language);
    if (id !== undefined) speaks[id] = 1;
  }
  return speaks;
}

/**
 * Every mentor who offers a searched skill (any mentor when none is searched) and passes the
 * filters, best first. Scores are whole numbers 0–100, so one pass scores everyone and a stable
 * counting sort orders them by score; the positions go in ascending, which is the ties order,
 * so no comparison sort runs at all, however many mentors share a score.
 */
export function* rankMentors(
  directory: MentorDirectory,
  search: MatchSearch,
  filters: RankFilters,
): Generator<Ranked> {
  const { ownParts, hours, shownRatings, zoneOf, mentors } = directory;
  const { positions, offered } = candidates(directory, search.skills);
  const zoneParts = directory.zones.map((zone) => timezonePart(zone, search));
  const speaks = languagesSpoken(directory, search);
  const didType =
    filters.sessionType === undefined
      ? undefined
      : directory.completedType.get(filters.sessionType);
  const excluded = directory.positionOf.get(filters.excludeUserId) ?? -1;
  const minHours = filters.minHours ?? -Infinity;
  const minRating = filters.minRating;
  const oneSkill = search.skills.length === 1 ? 1 : 0;

  const total = positions ? positions.length : mentors.length;
  const scores = new Int8Array(total).fill(-1);
  const perScore = new Uint32Array(101);
  for (let i = 0; i < total; i += 1) {
    const position = positions ? positions[i]! : i;
    if (position === excluded || hours[position]! < minHours) continue;
    // NaN (unrated) fails every comparison, so a minimum rating leaves the unrated out.
    if (minRating !== undefined && !(shownRatings[position]! >= minRating)) continue;
    const part = searchPart(
      offered ? offered[position]! : oneSkill,
      sharedLanguages(directory, speaks, position),
      didType !== undefined && didType[position] === 1,
      search,
    );
    const score = Math.round(ownParts[position]! + zoneParts[zoneOf[position]!]! + part);
    scores[i] = score;
    perScore[score] = perScore[score]! + 1;
  }
  // Best score first: `start[k]` is where the k-th best score's group begins in `order`.
  const start = new Uint32Array(102);
  for (let k = 0; k <= 100; k += 1) start[k + 1] = start[k]! + perScore[100 - k]!;
  const order = new Uint32Array(start[101]!);
  const next = start.slice();
  for (let i = 0; i < total; i += 1) {
    const score = scores[i]!;
    if (score >= 0) order[next[100 - score]!++] = positions ? positions[i]! : i;
  }
  for (let k = 0; k <= 100; k += 1) {
    for (let i = start[k]!; i < start[k + 1]!; i += 1) {
      yield { mentor: mentors[order[i]!]!, score: 100 - k };
    }
  }
}
