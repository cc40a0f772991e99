import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  AUDIO_MAX_BYTES,
  AVATAR_MAX_BYTES,
  REALTIME_PING_INTERVAL_MS,
} from '@crewline/shared/limits';
import { FILE_VERSION_MAX_BYTES } from '@crewline/shared/contracts/files';
import { SERVER_ROOT } from '../paths.ts';
import { SOCKET_PATH } from '../realtime/socket-route.ts';

// nginx cannot import the shared limits: this keeps its copies of them in step.
const template = fs.readFileSync(
  path.join(SERVER_ROOT, '..', '..', 'scripts', 'cluster', 'nginx.conf.template'),
  'utf8',
);

/** The one value of a directive in the template (seconds for `…s`, bytes for `…m`). */
function directive(name: string, within = template): number {
  const match = new RegExp(`^\\s*${name}\\s+(\\d+)([sm]);`, 'm').exec(within);
  if (!match) throw new Error(`no ${name} in the template`);
  return Number(match[1]) * (match[2] === 'm' ? 1024 * 1024 : 1000);
}

describe('the nginx template of npm run cluster', () => {
  it('lets through the largest upload, with room for its multipart framing', () => {
    const largest = Math.max(
      AUDIO_MAX_BYTES,
      ATTACHMENT_MAX_BYTES,
      AVATAR_MAX_BYTES,
      FILE_VERSION_MAX_BYTES,
    );
    expect(directive('client_max_body_size')).toBeGreaterThan(largest + 64 * 1024);
  });

  it('proxies the socket path, and keeps a socket longer than two of its pings', () => {
    const start = template.indexOf(`location = ${SOCKET_PATH} {`);
    expect(start).toBeGreaterThan(-1);
    const block = template.slice(start, template.indexOf('}', start));
    expect(directive('proxy_read_timeout', block)).toBeGreaterThan(2 * REALTIME_PING_INTERVAL_MS);
  });

  it('never sticks a client to a process, and moves on from one that is down', () => {
    const directives = template.replace(/#.*$/gm, '');
    expect(directives).not.toMatch(/\b(ip_hash|hash|sticky)\b/);
    expect(directives).toMatch(/proxy_next_upstream error timeout http_502 http_503;/);
    expect(directives).not.toMatch(/non_idempotent/);
  });
});
