import { describe, expect, it } from 'vitest';
import {
  messageDueDate,
  messagePriority,
  parseMessageToTask,
  stripTaskPrefixes,
} from './message-to-task.ts';

describe('stripTaskPrefixes', () => {
  it.each([
    ['todo fix the login page', 'fix the login page'],
    ['TODO: fix the login page', 'fix the login page'],
    ['Todo:fix the login page', 'fix the login page'],
    ['to-do: fix the login page', 'fix the login page'],
    ['task update the docs', 'update the docs'],
    ['Task - update the docs', 'update the docs'],
    ['need to call the client', 'call the client'],
    ['Need to: call the client', 'call the client'],
    ['should rotate the keys', 'rotate the keys'],
    ['Must ship by Friday', 'ship by Friday'],
    ['action item send the report', 'send the report'],
    ['Action Item: send the report', 'send the report'],
    ['TODO: must send the report', 'send the report'],
    ['  todo   tidy up  ', 'tidy up'],
    ['Tasks are piling up', 'Tasks are piling up'],
    ['Task-force meeting notes', 'Task-force meeting notes'],
    ['Mustard supplier call', 'Mustard supplier call'],
    ['Fix the login page', 'Fix the login page'],
    ['todo', ''],
  ])('%j -> %j', (line, title) => {
    expect(stripTaskPrefixes(line)).toBe(title);
  });
});

describe('messagePriority', () => {
  it.each([
    ['this is urgent', 'high'],
    ['URGENT: server down', 'high'],
    ['please do it asap', 'high'],
    ['ASAP!', 'high'],
    ['critical bug in checkout', 'high'],
    ['high priority: billing', 'high'],
    ['low priority cleanup', 'low'],
    ['do it when possible', 'low'],
    ['nice to have: dark mode', 'low'],
    ['nice-to-have dark mode', 'low'],
    ['urgent, though low priority for design', 'high'],
    ['update the readme', 'medium'],
    ['criticality review', 'medium'],
    ['the flowers are nice to haveli', 'medium'],
  ])('%j is %s', (text, priority) => {
    expect(messagePriority(text)).toBe(priority);
  });
});

describe('messageDueDate', () => {
  it.each([
    ['ship due 2025-04-01', '2025-04-01'],
    ['ship by 2025-04-01', '2025-04-01'],
    ['deadline 2025-04-01', '2025-04-01'],
    ['Deadline: 2025-04-01', '2025-04-01'],
    ['DUE 2025-04-01.', '2025-04-01'],
    ['due on 2025-04-01', '2025-04-01'],
    ['due 2025-02-30 or by 2025-03-02', '2025-03-02'],
    ['released 2025-04-01', null],
    ['due 04/01/2025', null],
    ['due tomorrow', null],
    ['overdue 2025-04-01', null],
  ])('%j -> %j', (text, due) => {
    expect(messageDueDate(text)).toBe(due);
  });
});

describe('parseMessageToTask', () => {
  it('takes the title from the first line and the description from the rest', () => {
    expect(
      parseMessageToTask('TODO: Fix the login bug\nUsers get a 500 on OAuth.\n\nSee logs.\n'),
    ).toEqual({
      title: 'Fix the login bug',
      description: 'Users get a 500 on OAuth.\n\nSee logs.',
      priority: 'medium',
      dueDate: null,
    });
  });

  it('reads priority and due date from any line', () => {
    expect(parseMessageToTask('Action item: send invoices\nurgent, due 2025-03-31')).toEqual({
      title: 'send invoices',
      description: 'urgent, due 2025-03-31',
      priority: 'high',
      dueDate: '2025-03-31',
    });
  });

  it('skips leading blank lines and handles CRLF', () => {
    expect(parseMessageToTask('\r\n  \r\nneed to renew the cert\r\nnice to have')).toEqual({
      title: 'renew the cert',
      description: 'nice to have',
      priority: 'low',
      dueDate: null,
    });
  });

  it('keeps a title that is only a prefix rather than emptying it', () => {
    expect(parseMessageToTask('TODO').title).toBe('TODO');
  });

  it('gives an empty draft for an empty message', () => {
    expect(parseMessageToTask('   ')).toEqual({
      title: '',
      description: '',
      priority: 'medium',
      dueDate: null,
    });
  });
});
