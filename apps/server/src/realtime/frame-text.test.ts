import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signUp, type SignedUpUser } from '../test/factories.ts';
import { connect } from '../test/test-socket.ts';
import { UNHOLDABLE_TEXT } from '@crewline/shared/contracts/rule-sentences';
import { TOO_DEEP } from '../http/nesting-depth.ts';

let t: TestApp;
let user: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t);
});
afterAll(() => t.close());

describe('socket frames holding text no database or screen can hold', () => {
  it('answers an error frame naming the field and keeps serving', async () => {
    const socket = await connect(t, user.access_token);
    socket.send({ type: 'presence_update', action: 'heartbeat', status: 'away\u0000' });
    expect(await socket.next('error')).toMatchObject({
      code: 'bad_frame',
      message: `status: ${UNHOLDABLE_TEXT}`,
    });
    socket.send({ type: 'ping', nonce: 'x\uD800' });
    expect(await socket.next('error')).toMatchObject({
      code: 'bad_frame',
      message: `nonce: ${UNHOLDABLE_TEXT}`,
    });
    socket.send({ type: 'join_project', projectId: '\u0000' });
    expect(await socket.next('error')).toMatchObject({ code: 'bad_frame' });
    socket.send(`{"type":"ping","nonce":${'['.repeat(1000)}${']'.repeat(1000)}}`);
    expect(await socket.next('error')).toMatchObject({ code: 'bad_frame', message: TOO_DEEP });
    socket.send({ type: 'ping', nonce: 'still here' });
    expect(await socket.next('pong')).toMatchObject({ nonce: 'still here' });
    socket.close();
  });
});
