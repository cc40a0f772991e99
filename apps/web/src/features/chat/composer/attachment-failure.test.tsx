import { ATTACHMENT_MAX_BYTES } from '@crewline/shared/limits';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr, type FakeXhr } from '../../../api/chat-uploads/fake-xhr.ts';
import { fakeUser } from '../../../api/test-fakes.ts';
import { formatBytes } from '../../../components/format-bytes.ts';
import { ar } from '../../../i18n/locales/ar/index.ts';
import { ru } from '../../../i18n/locales/ru/index.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { Composer } from './composer.tsx';
import { memberFixture, threadFixture } from './composer-fixture.ts';

let Xhr: typeof FakeXhr;
beforeEach(() => {
  Xhr = installFakeXhr();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

async function composeIn(language: 'ar' | 'ru') {
  i18n.addResourceBundle(language, 'translation', language === 'ar' ? ar : ru);
  await i18n.changeLanguage(language);
  renderWithApp(
    <Composer
      thread={threadFixture()}
      currentUserId={fakeUser.id}
      members={[memberFixture(fakeUser.id, fakeUser.name)]}
      replyTo={null}
      onCancelReply={() => {}}
      onSend={() => Promise.resolve()}
      onTyping={() => {}}
      online
    />,
    { path: '/', url: '/' },
  );
}

/** Attaches one file and lets the server refuse it; returns the failed chip's reason. */
async function refusedUpload(status: number, body: unknown): Promise<string | null> {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  await userEvent.upload(input, [new File(['abc'], 'plan.txt', { type: 'text/plain' })]);
  await waitFor(() => expect(Xhr.requests).toHaveLength(1));
  act(() => Xhr.requests[0]!.respond(status, body));
  const failed = await screen.findByText(i18n.t('chatComposer.attachments.failed'));
  return failed.getAttribute('title');
}

describe('a chat upload the server refuses', { timeout: 20_000 }, () => {
  it('gives its reason in Arabic, not the server’s English', async () => {
    await composeIn('ar');
    const english = 'This kind of file is not accepted here.';
    const reason = await refusedUpload(415, { error: 'UNSUPPORTED_MEDIA_TYPE', message: english });
    expect(reason).toBe(ar.errors.codes.UNSUPPORTED_MEDIA_TYPE);
    expect(reason).not.toMatch(/[A-Za-z]/);
  });

  it('names the size limit in Russian when the file is too large', async () => {
    await composeIn('ru');
    const reason = await refusedUpload(413, {
      error: 'PAYLOAD_TOO_LARGE',
      message: 'File size too large. Please upload files smaller than 10MB.',
    });
    expect(reason).toBe(
      i18n.t('chatComposer.attachments.uploadTooLarge', {
        size: formatBytes(ATTACHMENT_MAX_BYTES, 'ru'),
      }),
    );
    expect(reason).not.toContain('File size');
  });
});
