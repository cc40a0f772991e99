import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles.ts';
import { useAuth } from '../../app/auth/use-auth.ts';
import { removeAvatar } from '../../api/avatar/avatar-api.ts';
import { AvatarCropDialog, avatarErrorKey } from './avatar-crop-dialog.tsx';

/**
 * "Change Avatar" and "Remove" beside the Profile tab's picture. The
 * saved user replaces the signed-in one, so the header and every other place update at once.
 */
export function AvatarEditor() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  async function remove() {
    setRemoving(true);
    setStatus(null);
    try {
      await removeAvatar();
      setStatus({ tone: 'ok', text: t('avatarEditor.removed') });
    } catch (error) {
      setStatus({ tone: 'error', text: t(avatarErrorKey(error)) });
    } finally {
      setRemoving(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => {
            setStatus(null);
            setOpen(true);
          }}
        >
          {t('avatarEditor.changeAvatar')}
        </button>
        {user?.avatar ? (
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            disabled={removing}
            onClick={() => void remove()}
          >
            {removing ? t('avatarEditor.removing') : t('avatarEditor.remove')}
          </button>
        ) : null}
      </div>
      <p
        role="status"
        className={`min-h-5 text-sm ${status?.tone === 'error' ? 'text-red-700 dark:text-red-300' : 'text-fg-muted'}`}
      >
        {status?.text}
      </p>
      <AvatarCropDialog
        open={open}
        onOpenChange={setOpen}
        onSaved={() => setStatus({ tone: 'ok', text: t('avatarEditor.updated') })}
      />
    </div>
  );
}
