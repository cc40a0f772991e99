import { describe, expect, it } from 'vitest';
import {
  insertMention,
  matchCandidates,
  mentionQueryAt,
  mentionedIds,
  splitMentions,
} from './mentions.ts';

const person = (id: string, name: string) => ({ id, name, avatar: null });

describe('mentionQueryAt', () => {
  it('finds the @word at the caret, at the start or after a space', () => {
    expect(mentionQueryAt('@ad', 3)).toEqual({ start: 0, end: 3, query: 'ad' });
    expect(mentionQueryAt('hi @Гр', 6)).toEqual({ start: 3, end: 6, query: 'Гр' });
    expect(mentionQueryAt('hi @', 4)).toEqual({ start: 3, end: 4, query: '' });
    expect(mentionQueryAt('hi\n@a', 5)).toEqual({ start: 3, end: 5, query: 'a' });
  });

  it('ignores e-mail addresses and words already ended by a space', () => {
    expect(mentionQueryAt('ada@example', 11)).toBeNull();
    expect(mentionQueryAt('@ada x', 6)).toBeNull();
    expect(mentionQueryAt('plain', 5)).toBeNull();
  });
});

describe('matchCandidates', () => {
  const people = [
    'Ada Lovelace',
    'Alan Turing',
    'Grace Hopper',
    'Lovisa',
    'Al',
    'Alice',
    'Alma',
  ].map((name, i) => person(String(i), name));

  it('matches any word of a name, whole-name matches first, at most 5', () => {
    expect(matchCandidates(people, 'lov').map((p) => p.name)).toEqual(['Lovisa', 'Ada Lovelace']);
    expect(matchCandidates(people, 'a')).toHaveLength(5);
    expect(matchCandidates(people, 'HOP').map((p) => p.name)).toEqual(['Grace Hopper']);
  });
});

describe('insertMention', () => {
  it('replaces the typed word with @Name and a space, caret after it', () => {
    const text = 'hi @lov and';
    const query = mentionQueryAt(text, 7)!;
    expect(insertMention(text, query, 'Ada Lovelace')).toEqual({
      text: 'hi @Ada Lovelace and',
      caret: 17,
    });
    expect(insertMention('@a', mentionQueryAt('@a', 2)!, 'Al')).toEqual({ text: '@Al ', caret: 4 });
  });
});

describe('mentionedIds', () => {
  const ada = person('u1', 'Ada Lovelace');
  const al = person('u2', 'Al');

  it('keeps only picks whose @Name is still in the text, once each', () => {
    expect(mentionedIds('@Ada Lovelace, see this @Al', [ada, al, ada])).toEqual(['u1', 'u2']);
    expect(mentionedIds('@Ada Love', [ada])).toEqual([]);
    expect(mentionedIds('@Alice', [al])).toEqual([]);
    expect(mentionedIds('mail@Al', [al])).toEqual([]);
  });
});

describe('splitMentions', () => {
  it('marks @Name runs of the given names, the longest name first', () => {
    expect(splitMentions('hi @Al Turing and @Al', ['Al', 'Al Turing'])).toEqual([
      { text: 'hi ', mention: false },
      { text: '@Al Turing', mention: true },
      { text: ' and ', mention: false },
      { text: '@Al', mention: true },
    ]);
    expect(splitMentions('no names', [])).toEqual([{ text: 'no names', mention: false }]);
  });
});
