import type { ThreadListJson } from '@crewline/shared/contracts/chat-responses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng, openAttachmentTeam, upload } from '../../test/attachment-test-helpers.ts';
import type { AttachmentTeam } from '../../test/attachment-test-helpers.ts';
import { call, createProjectThread, expectStatus } from '../../test/chat-test-helpers.ts';

let team: AttachmentTeam;
let threadId: string;

beforeAll(async () => {
  team = await openAttachmentTeam();
  threadId = (await createProjectThread(team.t, team.owner, team.projectId)).id;
});
afterAll(() => team.close());

// An audio-only WebM (as the chat's voice recorder makes): EBML header, DocType "webm", A_OPUS.
const VOICE_NOTE = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01]),
  Buffer.from([0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84]),
  Buffer.from('webm'),
  Buffer.from([0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02]),
  Buffer.from([0x86, 0x86]),
  Buffer.from('A_OPUS'),
  Buffer.alloc(64),
]);

async function lastMessageAs(user = team.member) {
  const res = await call(team.t, user, 'GET', `/api/threads?context_id=${team.projectId}`);
  const { threads } = expectStatus<ThreadListJson>(res, 200);
  return threads.find((thread) => thread.id === threadId)?.last_message;
}

async function send(body: Record<string, unknown>) {
  const res = await call(team.t, team.owner, 'POST', '/api/messages', {
    thread_id: threadId,
    content_type: 'text',
    ...body,
  });
  expectStatus(res, 201);
}

describe("the thread list's last message says what a message without text carries", () => {
  it('lists a voice note\'s kind and name, so the list can say "Voice message"', async () => {
    const note = await upload(team.t, team.owner, VOICE_NOTE, 'voice-message-1764320000000.webm');
    await send({ content: '', attachments: [note.id] });
    expect(await lastMessageAs()).toMatchObject({
      content: '',
      content_type: 'text',
      attachments: [{ attachment_type: 'audio', file_name: 'voice-message-1764320000000.webm' }],
    });
  });

  it('lists several files in upload order, and none for a text message', async () => {
    const first = await upload(team.t, team.owner, await makePng(8, 8), 'one.png');
    const second = await upload(team.t, team.owner, Buffer.from('%PDF-1.4\n%%EOF\n'), 'plan.pdf');
    await send({ content: '', attachments: [first.id, second.id] });
    const last = await lastMessageAs();
    expect(last?.attachments).toEqual([
      { attachment_type: 'image', file_name: 'one.png' },
      { attachment_type: 'document', file_name: 'plan.pdf' },
    ]);
    await send({ content: 'Kick-off at ten' });
    expect(await lastMessageAs()).toMatchObject({
      content: 'Kick-off at ten',
      content_type: 'text',
      attachments: [],
    });
  });
});
