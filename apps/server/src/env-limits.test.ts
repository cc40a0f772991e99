import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('the LIMIT_ settings', () => {
  it('have defaults a real team never meets', () => {
    expect(loadEnv({}).limits).toEqual({
      signupsPerIpPerHour: 50,
      resetMailsPerAddressPerHour: 5,
      resetMailsPerIpPerHour: 30,
      verificationMailsPerAddressPerHour: 5,
      verificationMailsPerIpPerHour: 100,
      invitedAccountsPerAccountPerHour: 100,
      invitedAccountsPerIpPerHour: 200,
      invitationsPerInviteePerHour: 5,
      invitationsPerAccountPerHour: 200,
      uploadsPerMinute: 60,
      pendingUploads: 200,
      pendingUploadBytes: 500 * 1024 * 1024,
      loginFailuresPerAccountAndIpPerMinute: 10,
      loginFailuresPerIpPerMinute: 20,
      loginFailuresPerAccountPer15Min: 100,
    });
  });

  it('read what the operator sets', () => {
    const limits = loadEnv({
      LIMIT_SIGNUPS_PER_IP_PER_HOUR: '500',
      LIMIT_PENDING_UPLOAD_MB: '2',
      LIMIT_LOGIN_FAILURES_PER_ACCOUNT_PER_15_MIN: ' 40 ',
    }).limits;
    expect(limits.signupsPerIpPerHour).toBe(500);
    expect(limits.pendingUploadBytes).toBe(2 * 1024 * 1024);
    expect(limits.loginFailuresPerAccountPer15Min).toBe(40);
  });

  it.each(['0', '-1', '2.5', 'many', '', '1000001'])(
    'refuse %j at start, naming the setting',
    (value) => {
      expect(() => loadEnv({ LIMIT_RESET_MAILS_PER_ADDRESS_PER_HOUR: value })).toThrowError(
        /LIMIT_RESET_MAILS_PER_ADDRESS_PER_HOUR/,
      );
    },
  );

  it('list every bad limit at once', () => {
    expect(() =>
      loadEnv({ LIMIT_UPLOADS_PER_MINUTE: '0', LIMIT_PENDING_UPLOADS: 'x' }),
    ).toThrowError(/LIMIT_UPLOADS_PER_MINUTE[\s\S]*LIMIT_PENDING_UPLOADS/);
  });
});
