import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, createVersionedJson, matchesEtag } from './versioned-json.ts';

describe('createVersionedJson', () => {
  it('builds a body once for requests arriving while it is being built', async () => {
    const app = Fastify();
    const bodies = createVersionedJson(1024 * 1024);
    let builds = 0;
    let version = 1;
    app.get('/body', (request, reply) =>
      bodies.send(request, reply, `v${version}`, async () => {
        builds += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { version };
      }),
    );
    const burst = () =>
      Promise.all(Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/body' })));
    const first = await burst();
    expect(builds).toBe(1);
    expect(first.map((res) => res.json())).toEqual(Array(5).fill({ version: 1 }));
    // A new version is built again, once.
    version = 2;
    const second = await burst();
    expect(builds).toBe(2);
    expect(second.every((res) => res.json().version === 2)).toBe(true);
    await app.close();
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=nonsense, gzip', 'gzip'],
  ])('%s -> %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('matchesEtag', () => {
  const etag = 'W/"abc"';
  it.each([
    [undefined, false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['"xyz", W/"abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['W/"ab"', false],
  ])('%s -> %s', (header, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });
});
