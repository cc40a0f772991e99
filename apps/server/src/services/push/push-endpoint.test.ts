import { describe, expect, it } from 'vitest';
import {
  PUSH_ENDPOINT_INVALID,
  PUSH_ENDPOINT_NOT_HTTPS,
  PUSH_ENDPOINT_PRIVATE,
} from '@crewline/shared/contracts/push-subscriptions';
import {
  checkEndpointHost,
  endpointHostProblem,
  endpointProblem,
  isPrivateHost,
  type HostResolver,
} from './push-endpoint.ts';
import { vapidSubject } from './vapid-keys.ts';

describe('isPrivateHost (literal checks, no DNS)', () => {
  it.each([
    'localhost',
    'LOCALHOST.',
    'app.localhost',
    '127.0.0.1',
    '127.255.0.9',
    '0.0.0.0',
    '10.0.0.1',
    '100.64.0.1',
    '169.254.169.254',
    '172.31.255.255',
    '192.168.1.1',
    '224.0.0.1',
    '255.255.255.255',
    '[::1]',
    '[::]',
    '[fc00::1]',
    '[fdff::1]',
    '[fe80::1]',
    '[ff02::1]',
    '[::ffff:10.0.0.1]',
    '[64:ff9b::a00:1]',
  ])('%s is private', (host) => expect(isPrivateHost(host)).toBe(true));

  it.each([
    'push.example.com',
    'fcm.googleapis.com',
    '8.8.8.8',
    '172.32.0.1',
    '[2606:4700::1111]',
    '[::ffff:8.8.8.8]',
  ])('%s is not', (host) => expect(isPrivateHost(host)).toBe(false));
});

describe('endpointProblem', () => {
  it('wants https, no credentials, a public host', () => {
    expect(
      endpointProblem('https://updates.push.services.mozilla.com/wpush/v2/abc', false),
    ).toBeUndefined();
    expect(endpointProblem('not a url', false)).toBe(PUSH_ENDPOINT_INVALID);
    expect(endpointProblem('https://user:pw@push.example.com/x', false)).toBe(
      PUSH_ENDPOINT_INVALID,
    );
    expect(endpointProblem('http://push.example.com/x', false)).toBe(PUSH_ENDPOINT_NOT_HTTPS);
    // The URL parser normalises numeric forms: 2130706433 and 0x7f.1 are 127.0.0.1.
    expect(endpointProblem('https://2130706433/x', false)).toBe(PUSH_ENDPOINT_PRIVATE);
    expect(endpointProblem('https://0x7f.1/x', false)).toBe(PUSH_ENDPOINT_PRIVATE);
  });

  it('with PUSH_ALLOW_INSECURE admits loopback only', () => {
    expect(endpointProblem('http://127.0.0.1:8080/x', true)).toBeUndefined();
    expect(endpointProblem('http://localhost:8080/x', true)).toBeUndefined();
    expect(endpointProblem('http://127.0.0.1:8080/x', false)).toBe(PUSH_ENDPOINT_NOT_HTTPS);
    expect(endpointProblem('http://192.168.0.2/x', true)).toBe(PUSH_ENDPOINT_NOT_HTTPS);
    expect(endpointProblem('https://192.168.0.2/x', true)).toBe(PUSH_ENDPOINT_PRIVATE);
  });
});

describe('vapidSubject', () => {
  const base = {
    vapidSubject: undefined,
    mailFrom: 'Crewline <team@crewline.example>',
    appOrigin: 'http://localhost:3000',
  };
  it('prefers VAPID_SUBJECT, then MAIL_FROM’s address, then an https APP_ORIGIN', () => {
    expect(vapidSubject({ ...base, vapidSubject: 'https://crewline.example' })).toBe(
      'https://crewline.example',
    );
    expect(vapidSubject(base)).toBe('mailto:team@crewline.example');
    expect(vapidSubject({ ...base, mailFrom: 'ops@crewline.example' })).toBe(
      'mailto:ops@crewline.example',
    );
    expect(
      vapidSubject({ ...base, mailFrom: 'Crewline', appOrigin: 'https://crewline.example' }),
    ).toBe('https://crewline.example');
  });
});

describe('what an endpoint name resolves to', () => {
  const answering =
    (...addresses: string[]): HostResolver =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it.each([
    '10.0.0.1',
    '127.0.0.1',
    '::1',
    '169.254.169.254',
    'fd00::1',
    'fd00:ec2::254',
    '::ffff:10.0.0.1',
    '100.64.0.1',
    '192.0.2.1',
    '0.0.0.0',
    '::',
    'fe80::1',
    '224.0.0.1',
    '64:ff9b::a00:1',
  ])('refuses a public-looking name that resolves to %s, at subscribe', async (address) => {
    const endpoint = 'https://push.example.com/x';
    expect(await checkEndpointHost(endpoint, false, answering(address))).toEqual({
      result: 'refused',
    });
    expect(await endpointHostProblem(endpoint, false, answering(address))).toBe(
      PUSH_ENDPOINT_PRIVATE,
    );
  });

  it('refuses when any one address is private', async () => {
    const resolve = answering('93.184.216.34', '10.0.0.1');
    expect((await checkEndpointHost('https://a.example/x', false, resolve)).result).toBe('refused');
  });

  it('allows a public name and gives the address to connect to', async () => {
    for (const address of ['93.184.216.34', '2606:4700::1111', '::ffff:8.8.8.8']) {
      const check = await checkEndpointHost(
        'https://fcm.googleapis.com/x',
        false,
        answering(address),
      );
      expect(check, address).toEqual({
        result: 'public',
        address: { address, family: address.includes(':') ? 6 : 4 },
      });
      expect(
        await endpointHostProblem('https://fcm.googleapis.com/x', false, answering(address)),
      ).toBe(undefined);
    }
  });

  it('admits loopback only under PUSH_ALLOW_INSECURE, and nothing else private', async () => {
    expect(
      (await checkEndpointHost('http://localhost:9/x', true, answering('127.0.0.1', '::1'))).result,
    ).toBe('public');
    expect(
      (await checkEndpointHost('http://localhost:9/x', true, answering('10.0.0.1'))).result,
    ).toBe('refused');
  });

  it('reports a lookup that failed, and checks an address literal without looking it up', async () => {
    const failing: HostResolver = () => Promise.reject(new Error('ENOTFOUND'));
    expect(await checkEndpointHost('https://gone.example/x', false, failing)).toEqual({
      result: 'unresolved',
      error: 'ENOTFOUND',
    });
    expect(await endpointHostProblem('https://gone.example/x', false, failing)).toBe(undefined);
    expect((await checkEndpointHost('https://[fd00::1]/x', false, failing)).result).toBe('refused');
    expect((await checkEndpointHost('https://8.8.8.8/x', false, failing)).result).toBe('public');
  });
});
