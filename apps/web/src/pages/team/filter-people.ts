import type { TeamPerson } from '../../api/team/team-api.ts';

/** Folds case and accents so "élise" finds "Elise" and "ADA" finds "ada@…". */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** The people whose name or e-mail contains the query (blank: everyone), in their order. */
export function filterPeople(people: readonly TeamPerson[], query: string): TeamPerson[] {
  const needle = fold(query.trim());
  if (needle === '') return [...people];
  return people.filter(
    (person) => fold(person.name).includes(needle) || fold(person.email).includes(needle),
  );
}
