import { normalizeVoiceWord } from './voice-language.ts';
import { allowedNameEdits, nameDistance } from './voice-name-distance.ts';
import { nameScript, nameSkeleton } from './voice-name-skeleton.ts';

/** A name in matching form: normalised letters (see normalizeVoiceText), split into words. */
function nameWords(name: string): string[] {
  return normalizeVoiceWord(name)
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
}

// Russian case endings a name can take after its stem: Мари-я, Мари-и, Мари-ю, Мари-ей;
// Иван, Иван-а, Иван-у, Иван-ом; Андр-ей, Андр-ея, Андр-ею, Андр-еем.
const RUSSIAN_ENDINGS = new Set(
  [
    ...['', 'а', 'я', 'у', 'ю', 'е', 'и', 'ы', 'о', 'ой', 'ей', 'ою', 'ею', 'ом', 'ем', 'ым', 'им'],
    ...['ии', 'ия', 'ию', 'ие', 'ией', 'ея', 'ею', 'еем', 'ья', 'ью', 'ье', 'ьи', 'ьей', 'ь', 'й'],
  ].map(normalizeVoiceWord),
);
const CYRILLIC = /^\p{Script=Cyrillic}+$/u;

/** The stems a Russian name declines from: Мария → мар; Павел → павел, павл (Павлу). */
function russianStems(name: string): string[] {
  const stem = name.replace(/[аеиоуыэюяйь]+$/u, '');
  const fleeting = /^(.*[^аеиоуыэюя])[ео]([^аеиоуыэюяйь])$/u.exec(stem);
  return [stem, ...(fleeting ? [`${fleeting[1]}${fleeting[2]}`] : [])].filter((s) => s.length >= 2);
}

/** Whether a spoken Russian word is a case form of a name ("марии" of "мария"). */
function isRussianCaseOf(spoken: string, name: string): boolean {
  if (!CYRILLIC.test(spoken) || !CYRILLIC.test(name)) return false;
  return russianStems(name).some(
    (stem) => spoken.startsWith(stem) && RUSSIAN_ENDINGS.has(spoken.slice(stem.length)),
  );
}

// Arabic glues "to", "for", "and" to the next word: لسارة, وسارة.
const ARABIC_CLITIC = /^[ولب](?=\p{Script=Arabic}{3,}$)/u;

const ARABIC = /\p{Script=Arabic}/u;
const foldArabicEnding = (name: string) => name.replace(/[اهي]$/u, 'ه');

/**
 * Whether two names are close spellings of each other. Arabic leaves short vowels unwritten,
 * so one letter more is often another name (محمد Mohammed / محمود Mahmoud, حسن / حسين); there
 * only the spelling of the final vowel may differ (سارا / سارة, ليلا / ليلى). Elsewhere, a few
 * edits scaled to the length, and for short names the same first letter (Ken is not Ben).
 */
function spellingDistance(spoken: string, name: string): number | null {
  if (ARABIC.test(spoken) || ARABIC.test(name)) {
    return foldArabicEnding(spoken) === foldArabicEnding(name) ? 1 : null;
  }
  const shorter = Math.min([...spoken].length, [...name].length);
  if (shorter <= 4 && spoken[0] !== name[0]) return null;
  const distance = nameDistance(spoken, name);
  return distance <= allowedNameEdits(shorter) ? distance : null;
}

type Candidate<M> = { member: M; words: string[] };

/** The one candidate a rule picks, null when it picks two or more (ambiguous). */
function only<M>(picked: readonly Candidate<M>[]): M | null {
  return picked.length === 1 ? picked[0]!.member : null;
}

/**
 * The project member a spoken name means, trying in turn: the full name, the first name, any
 * other part of the name (a surname), a Russian case form of one of them ("Марии" → Мария,
 * "Ивану" → Иван), the closest spelling ("Mariya" → Maria, "Jon" → John; see
 * spellingDistance), and last a first name written in another script ("ماريا" → Maria). Names are compared normalised: case, accents, Arabic alef/hamza
 * forms, taa marbuta and tashkeel, ё/е. The first rule that picks anyone decides: null when it
 * picks two members equally (two Sarahs), or when no rule picks anyone.
 */
export function matchVoiceAssignee<M extends { name: string }>(
  spoken: string,
  members: readonly M[],
): M | null {
  const said = nameWords(spoken);
  if (said.length === 0) return null;
  const candidates = members.map((member) => ({ member, words: nameWords(member.name) }));
  const full = said.join(' ');
  const fullName = (c: Candidate<M>) => c.words.join(' ');

  const picks: ((c: Candidate<M>) => boolean)[] = [(c) => fullName(c) === full];
  if (said.length === 1) {
    const word = said[0]!;
    const bare = word.replace(ARABIC_CLITIC, '');
    picks.push(
      (c) => c.words[0] === word || c.words[0] === bare,
      (c) => c.words.slice(1).some((w) => w === word || w === bare),
      (c) => c.words.some((w) => isRussianCaseOf(word, w)),
    );
  }
  for (const pick of picks) {
    const picked = candidates.filter(pick);
    if (picked.length > 0) return only(picked);
  }
  return (
    closestSpelling(said.length === 1 ? said[0]! : full, candidates, said.length === 1) ??
    (said.length === 1 ? acrossScripts(said[0]!, candidates) : null)
  );
}

/**
 * The member whose first name, written in another script, sounds like the spoken first word:
 * "ماريا" or "Мария" for Maria Lopez, "Omar" for عمر. Consonant skeletons must be equal and
 * hold at least two consonants (one is too weak a clue); two such members → null.
 */
function acrossScripts<M>(spoken: string, candidates: readonly Candidate<M>[]): M | null {
  const script = nameScript(spoken);
  const skeleton = nameSkeleton(spoken);
  if (script === 'other' || skeleton.replace('_', '').length < 2) return null;
  const picked = candidates.filter((c) => {
    const first = c.words[0] ?? '';
    return nameScript(first) !== script && nameSkeleton(first) === skeleton;
  });
  return only(picked);
}

/** The member whose first name (or full name, for a spoken full name) is spelled closest. */
function closestSpelling<M>(
  spoken: string,
  candidates: readonly Candidate<M>[],
  firstNameOnly: boolean,
): M | null {
  let best: Candidate<M>[] = [];
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const name = firstNameOnly ? (candidate.words[0] ?? '') : candidate.words.join(' ');
    const distance = spellingDistance(spoken, name);
    if (distance === null) continue;
    if (distance < bestDistance) [best, bestDistance] = [[candidate], distance];
    else if (distance === bestDistance) best.push(candidate);
  }
  return only(best);
}
