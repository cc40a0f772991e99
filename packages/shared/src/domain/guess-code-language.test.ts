import { describe, expect, it } from 'vitest';
import { fencePastedCode, guessCodeLanguage, looksLikeCode } from './guess-code-language.ts';

const lines = (...all: string[]) => all.join('\n');

const CODE: [name: string, text: string, language: string | null][] = [
  [
    'javascript function',
    lines('function add(a, b) {', '  return a + b;', '}', 'console.log(add(1, 2));'),
    'javascript',
  ],
  [
    'javascript arrow and require',
    lines(
      "const fs = require('fs');",
      'const read = (p) => {',
      '  return fs.readFileSync(p);',
      '};',
    ),
    'javascript',
  ],
  [
    'javascript module without semicolons',
    lines("import React from 'react'", 'export default function App() {', '  return null', '}'),
    'javascript',
  ],
  [
    'typescript interface',
    lines('interface User {', '  id: string;', '  age: number;', '}'),
    'typescript',
  ],
  [
    'typescript typed function',
    lines(
      "import type { Task } from './task';",
      'export const count = (tasks: Task[]): number => {',
      '  return tasks.length;',
      '};',
    ),
    'typescript',
  ],
  [
    'python function',
    lines('def greet(name):', '    if name:', "        print('Hi ' + name)", '    return None'),
    'python',
  ],
  [
    'python imports and class',
    lines(
      'import os',
      'from pathlib import Path',
      '',
      'class Repo:',
      '    def __init__(self):',
      '        self.root = Path(os.getcwd())',
    ),
    'python',
  ],
  [
    'java main',
    lines(
      'public class Main {',
      '    public static void main(String[] args) {',
      '        System.out.println("Hello");',
      '    }',
      '}',
    ),
    'java',
  ],
  [
    'java fields',
    lines('package com.example;', '', 'import java.util.List;', 'private int count = 0;'),
    'java',
  ],
  [
    'html page',
    lines(
      '<!DOCTYPE html>',
      '<html>',
      '  <body>',
      '    <div class="card">Hi</div>',
      '  </body>',
      '</html>',
    ),
    'html',
  ],
  ['html fragment', lines('<ul>', '  <li>One</li>', '  <li>Two</li>', '</ul>'), 'html'],
  [
    'css rules',
    lines(
      '.card {',
      '  padding: 16px;',
      '  color: #333;',
      '}',
      '',
      '@media (max-width: 600px) {',
      '  .card { padding: 8px; }',
      '}',
    ),
    'css',
  ],
  [
    'css without a class',
    lines('body {', '  margin: 0;', '  font-family: sans-serif;', '}'),
    'css',
  ],
  [
    'C: code, but none of the six',
    lines('#include <stdio.h>', 'int main(void) {', '  printf("hi");', '  return 0;', '}'),
    null,
  ],
  [
    'SQL: code, but none of the six',
    lines('SELECT id, name', 'FROM users', 'WHERE id = 1;', 'ORDER BY name;', 'LIMIT 10;'),
    null,
  ],
];

const PROSE: [name: string, text: string][] = [
  ['one line of code-looking text', 'const x = 1;'],
  ['a single sentence', 'Can we meet at 3pm (after the stand-up)?'],
  ['a short note', lines('Hi team,', 'the meeting moved to 3pm.', 'Thanks!')],
  [
    'numbered steps with brackets',
    lines('Steps:', '1. Open the app', '2. Click Save (top right)', '3. Done'),
  ],
  ['a list with semicolons', lines('- buy milk;', '- call Ann;', '- send the report;')],
  [
    'prose with an equals sign inside a sentence',
    lines('I think x = 5 is wrong here', 'and y = 6 as well', 'see you tomorrow'),
  ],
  [
    'meeting notes with colons',
    lines('Meeting notes (Monday)', 'Attendees: Ann, Bob', 'Action items: see the doc'),
  ],
  [
    'a sentence that starts with a keyword',
    lines(
      'for the record, I agree.',
      'if you can, review it today.',
      'return the laptop on Friday.',
    ),
  ],
  ['links', lines('https://example.com/a?b=c', 'https://example.com/d')],
  ['Arabic text', lines('مرحبا بالفريق،', 'الاجتماع الساعة الثالثة.', 'شكراً!')],
  ['Russian text', lines('Привет, команда!', 'Встреча перенесена на 15:00.', 'Спасибо.')],
  ['Markdown that is already fenced', lines('```js', 'const a = 1;', 'const b = 2;', '```')],
  [
    'a single closing brace line amid prose',
    lines('Notes', 'we shipped it }', 'yay', 'great work'),
  ],
];

describe('looksLikeCode and guessCodeLanguage', () => {
  it.each(CODE)('%s is code, tagged %s', (_name, text, language) => {
    expect(looksLikeCode(text)).toBe(true);
    expect(guessCodeLanguage(text)).toBe(language);
  });

  it.each(PROSE)('%s is not code', (_name, text) => {
    expect(looksLikeCode(text)).toBe(false);
    expect(fencePastedCode(text)).toBeNull();
  });
});

describe('fencePastedCode', () => {
  it('fences with the language, keeping indentation and dropping blank edges', () => {
    const text = '\n\ndef f(x):\n    return x * 2\n\n';
    expect(fencePastedCode(text)).toBe('```python\ndef f(x):\n    return x * 2\n```');
  });

  it('fences untagged when no language is clear, and normalises line endings', () => {
    expect(fencePastedCode('int a = 1;\r\nint b = 2;\r\n')).toBe(
      '```\nint a = 1;\nint b = 2;\n```',
    );
  });
});

describe('on hostile pastes', () => {
  it.each([
    ['a long selector-like line', `.a ${'b- '.repeat(3000)}x\n`.repeat(3)],
    ['long runs of spaces and brackets', `${'( '.repeat(4000)}\n${'a = '.repeat(2000)}\n`],
    ['many blank lines', `x = 1;\n${' \n'.repeat(5000)}y = 2;`],
  ])('%s is judged in linear time', (_name, text) => {
    const started = Date.now();
    fencePastedCode(text);
    guessCodeLanguage(text);
    expect(Date.now() - started).toBeLessThan(250);
  });
});
