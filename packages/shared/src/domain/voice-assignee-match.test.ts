import { describe, expect, it } from 'vitest';
import { matchVoiceAssignee } from './voice-assignee-match.ts';

const team = [
  { id: 'maria', name: 'Maria Lopez' },
  { id: 'john', name: 'John Smith' },
  { id: 'jose', name: 'José Álvarez' },
  { id: 'mark', name: 'Mark Twain' },
  { id: 'marc', name: 'Marc Bloch' },
  { id: 'katherine', name: 'Katherine Moore' },
  { id: 'ben', name: 'Ben Hur' },
  { id: 'li', name: 'Li Wei' },
  { id: 'mariya-ru', name: 'Мария Иванова' },
  { id: 'marina', name: 'Марина Соколова' },
  { id: 'ivan', name: 'Иван Петров' },
  { id: 'andrey', name: 'Андрей Смирнов' },
  { id: 'anna', name: 'Анна Кузнецова' },
  { id: 'igor', name: 'Игорь Попов' },
  { id: 'pyotr', name: 'Пётр Волков' },
  { id: 'pavel', name: 'Павел Орлов' },
  { id: 'sara', name: 'سارة أحمد' },
  { id: 'mohammed', name: 'محمد علي' },
  { id: 'omar', name: 'عمر خالد' },
  { id: 'eman', name: 'إيمان حسن' },
];

describe('matchVoiceAssignee', () => {
  it.each([
    // full name, first name, surname
    ['Maria Lopez', 'maria'],
    ['maria', 'maria'],
    ['  MARIA ', 'maria'],
    ['Smith', 'john'],
    ['Mark', 'mark'], // exact beats the close Marc
    ['Marc', 'marc'],
    // accents and close spellings
    ['Jose', 'jose'],
    ['Mariya', 'maria'],
    ['Jon', 'john'],
    ['Jhon', 'john'], // two letters swapped
    ['Catherine', 'katherine'],
    ['Maria Lopes', 'maria'],
    // Russian: case, ё, case forms of first names and surnames, close spellings
    ['мария', 'mariya-ru'],
    ['Марии', 'mariya-ru'],
    ['Марию', 'mariya-ru'],
    ['Марией', 'mariya-ru'],
    ['Марину', 'marina'],
    ['Ивану', 'ivan'],
    ['Ивана', 'ivan'],
    ['Андрею', 'andrey'],
    ['Андрея', 'andrey'],
    ['Анне', 'anna'],
    ['Игорю', 'igor'],
    ['Петр', 'pyotr'],
    ['Петру', 'pyotr'],
    ['Павлу', 'pavel'], // the fleeting е of Павел
    ['Петрову', 'ivan'],
    ['Марья', 'mariya-ru'],
    // Arabic: alef/hamza forms, taa marbuta, tashkeel, a glued preposition, close spellings
    ['سارة', 'sara'],
    ['ساره', 'sara'],
    ['سارَة', 'sara'],
    ['لسارة', 'sara'],
    ['محمّد', 'mohammed'],
    ['ايمان', 'eman'],
    ['عمر خالد', 'omar'],
    ['خالد', 'omar'],
    ['سارا', 'sara'], // the final vowel spelled with alef
  ])('%j is %s', (spoken, id) => {
    expect(matchVoiceAssignee(spoken, team)?.id).toBe(id);
  });

  it.each([
    ['', 'nothing said'],
    ['   ', 'nothing said'],
    ['Bob', 'nobody close'],
    ['Ken', 'one letter from Ben, but another name'],
    ['Lu', 'two letters are never a close spelling'],
    ['Maria Garcia', 'another Maria'],
    ['Марк', 'nobody close in Cyrillic'],
    ['محمود', 'Mahmoud is not Mohammed'],
    ['عمرو', 'Amr is not Omar'],
    ['ايمن', 'Ayman is not Eman'],
  ])('%j matches nobody (%s)', (spoken) => {
    expect(matchVoiceAssignee(spoken, team)).toBeNull();
  });

  it.each([
    ['Sarah', [{ name: 'Sarah Connor' }, { name: 'Sarah Lee' }]],
    ['Jon', [{ name: 'John' }, { name: 'Joan' }]],
    ['Яну', [{ name: 'Ян' }, { name: 'Яна' }]], // dative of Ян, accusative of Яна
    ['سارة', [{ name: 'سارة' }, { name: 'ساره' }]],
  ])('%j is ambiguous between equally close members', (spoken, members) => {
    expect(matchVoiceAssignee(spoken, members)).toBeNull();
  });

  it('picks the only member of a team of one only when the name is close', () => {
    expect(matchVoiceAssignee('Mariya', [{ name: 'Maria' }])).toEqual({ name: 'Maria' });
    expect(matchVoiceAssignee('Peter', [{ name: 'Maria' }])).toBeNull();
    expect(matchVoiceAssignee('Maria', [])).toBeNull();
  });
});

describe('matchVoiceAssignee across scripts', () => {
  const mixed = [
    { id: 'maria', name: 'Maria Lopez' },
    { id: 'ivan', name: 'Ivan Petrov' },
    { id: 'omar', name: 'عمر خالد' },
    { id: 'olga', name: 'Ольга Смирнова' },
  ];
  it.each([
    ['ماريا', 'maria'],
    ['Мария', 'maria'],
    ['إيفان', 'ivan'],
    ['Иван', 'ivan'],
    ['Omar', 'omar'],
    ['Olga', 'olga'],
    ['أولغا', 'olga'],
  ])('%s → %s', (spoken, id) => {
    expect(matchVoiceAssignee(spoken, mixed)?.id).toBe(id);
  });

  it.each([
    ['بيتر', 'no Peter in the team'],
    ['Ли', 'one consonant is too weak a clue'],
    ['عمار', 'Ammar is not Omar (another consonant)'],
  ])('%s → nobody (%s)', (spoken) => {
    expect(matchVoiceAssignee(spoken, mixed)).toBeNull();
  });

  it('refuses two members with the same skeleton', () => {
    const twins = [
      { id: 'mohammed', name: 'Mohammed Ali' },
      { id: 'mahmoud', name: 'Mahmoud Said' },
    ];
    expect(matchVoiceAssignee('محمد', twins)).toBeNull();
    expect(matchVoiceAssignee('محمد', twins.slice(0, 1))?.id).toBe('mohammed');
  });
});
