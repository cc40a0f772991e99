import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyCommentEvent } from './apply-comment-event.ts';
import { commentFixture } from './comment-fixture.ts';
import { commentKeys } from './query-keys.ts';

function setup() {
  const client = new QueryClient();
  const first = commentFixture({ id: 'a', created_at: '2025-01-01T10:00:00.000Z' });
  const second = commentFixture({ id: 'b', created_at: '2025-01-01T11:00:00.000Z' });
  client.setQueryData(commentKeys.project('p1'), [first, second]);
  client.setQueryData(commentKeys.task('t1'), []);
  const project = () => client.getQueryData(commentKeys.project('p1'));
  return { client, first, second, project };
}

describe('applyCommentEvent', () => {
  it('adds a new comment to its list in created_at order', () => {
    const { client, first, second, project } = setup();
    const late = commentFixture({ id: 'c', created_at: '2025-01-01T12:00:00.000Z' });
    const between = commentFixture({ id: 'd', created_at: '2025-01-01T10:30:00.000Z' });
    applyCommentEvent(client, { type: 'comment_added', projectId: 'p1', comment: late });
    applyCommentEvent(client, { type: 'comment_added', projectId: 'p1', comment: between });
    expect(project()).toEqual([first, between, second, late]);
  });

  it('does not add a comment twice (the author POST reply already put it in)', () => {
    const { client, first, second, project } = setup();
    applyCommentEvent(client, { type: 'comment_added', projectId: 'p1', comment: second });
    expect(project()).toEqual([first, second]);
  });

  it("puts a task's comment in the task's list, not the project's", () => {
    const { client, first, second, project } = setup();
    const onTask = commentFixture({ id: 'e', task_id: 't1' });
    applyCommentEvent(client, { type: 'comment_added', projectId: 'p1', comment: onTask });
    expect(client.getQueryData(commentKeys.task('t1'))).toEqual([onTask]);
    expect(project()).toEqual([first, second]);
  });

  it('leaves lists that are not cached alone', () => {
    const { client } = setup();
    const onOther = commentFixture({ id: 'f', task_id: 't9' });
    applyCommentEvent(client, { type: 'comment_added', projectId: 'p1', comment: onOther });
    expect(client.getQueryData(commentKeys.task('t9'))).toBeUndefined();
  });

  it('replaces an updated comment in place, but never with an older copy', () => {
    const { client, first, second, project } = setup();
    const edited = { ...first, text: 'Edited', updated_at: '2025-01-01T13:00:00.000Z' };
    applyCommentEvent(client, { type: 'comment_updated', projectId: 'p1', comment: edited });
    expect(project()).toEqual([edited, second]);
    applyCommentEvent(client, { type: 'comment_updated', projectId: 'p1', comment: first });
    expect(project()).toEqual([edited, second]);
  });

  it('removes a deleted comment from its list', () => {
    const { client, second, project } = setup();
    applyCommentEvent(client, {
      type: 'comment_deleted',
      projectId: 'p1',
      comment_id: 'a',
      task_id: null,
    });
    expect(project()).toEqual([second]);
  });

  it('removes a deleted task comment from the task list', () => {
    const { client } = setup();
    const onTask = commentFixture({ id: 'g', task_id: 't1' });
    client.setQueryData(commentKeys.task('t1'), [onTask]);
    applyCommentEvent(client, {
      type: 'comment_deleted',
      projectId: 'p1',
      comment_id: 'g',
      task_id: 't1',
    });
    expect(client.getQueryData(commentKeys.task('t1'))).toEqual([]);
  });
});
