import { describe, expect, it } from 'vitest';
import { fakeUser } from '../../api/test-fakes.ts';
import { checkProfile, problemsFromDetail, profileValuesOf } from './profile-form.ts';

describe('the profile form', () => {
  const values = profileValuesOf(fakeUser);

  it('stops a named link with a script or other scheme, as the server does', () => {
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x']) {
      expect(checkProfile({ ...values, github: bad }).github, bad).toEqual({
        key: 'invalidSocialUrl',
      });
    }
    expect(checkProfile({ ...values, github: '@grace', twitter: 'https://ok.example' })).toEqual(
      {},
    );
  });

  it("puts the server's 422 on a named link's field", () => {
    const detail = [{ loc: ['body', 'social_links', 'linkedin'], msg: 'x' }];
    expect(problemsFromDetail(detail)).toEqual({ linkedin: { key: 'invalidSocialUrl' } });
  });
});
