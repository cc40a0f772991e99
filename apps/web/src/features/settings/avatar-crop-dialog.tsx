import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { AVATAR_TYPES } from '@crewline/shared/limits';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { Modal } from '../../components/modal.tsx';
import { ApiError } from '../../api/api-error.ts';
import { uploadAvatar } from '../../api/avatar/avatar-api.ts';
import { cropToBlob, type PixelArea } from './crop-image.ts';

const ZOOM_MIN = 1;
const ZOOM_MAX = 3;
const accepted = new Set<string>(AVATAR_TYPES);

/** The translation key of what went wrong with an upload. */
export function avatarErrorKey(
  error: unknown,
): 'avatarEditor.tooLarge' | 'avatarEditor.notImage' | 'avatarEditor.failed' {
  if (error instanceof ApiError && error.status === 413) return 'avatarEditor.tooLarge';
  if (error instanceof ApiError && error.status === 415) return 'avatarEditor.notImage';
  return 'avatarEditor.failed';
}

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onSaved: () => void };

/**
 * Pick or drop an image, frame a square (drag or arrow keys; zoom with the slider), and upload
 * the square the browser cut out. Radix gives the focus trap and Escape.
 */
export function AvatarCropDialog({ open, onOpenChange, onSaved }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const zoomId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [dragging, setDragging] = useState(false);

  // The picked file lives as an object URL while the dialog shows it; released after.
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  useEffect(() => {
    if (open) return;
    setUrl(null);
    setError(null);
    setSaving(false);
  }, [open]);

  function pick(file: File | undefined) {
    if (!file) return;
    if (!accepted.has(file.type)) {
      setError(t('avatarEditor.notImage'));
      return;
    }
    setError(null);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setUrl(URL.createObjectURL(file));
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files[0]);
  }

  async function save() {
    if (!url) return;
    setSaving(true);
    setError(null);
    try {
      const blob = await cropToBlob(url, area);
      await uploadAvatar(blob);
      onSaved();
      onOpenChange(false);
    } catch (caught) {
      setError(t(caught instanceof ApiError ? avatarErrorKey(caught) : 'avatarEditor.notImage'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !saving && onOpenChange(next)}
      title={t('avatarEditor.dialogTitle')}
      description={t('avatarEditor.dialogDescription')}
    >
      <div className="flex flex-col gap-4">
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        {url ? (
          <>
            <div
              className="relative h-72 w-full overflow-hidden rounded-xl bg-black"
              role="group"
              aria-label={t('avatarEditor.cropArea')}
            >
              <Cropper
                image={url}
                crop={crop}
                zoom={zoom}
                minZoom={ZOOM_MIN}
                maxZoom={ZOOM_MAX}
                aspect={1}
                cropShape="round"
                showGrid={false}
                keyboardStep={10}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_: Area, pixels: Area) => setArea(pixels)}
                onMediaLoaded={() => setError(null)}
              />
            </div>
            <div className="flex items-center gap-3">
              <label htmlFor={zoomId} className="text-sm font-medium">
                {t('avatarEditor.zoom')}
              </label>
              <input
                id={zoomId}
                type="range"
                min={ZOOM_MIN}
                max={ZOOM_MAX}
                step={0.05}
                value={zoom}
                onChange={(event) => setZoom(Number(event.target.value))}
                className="flex-1 accent-primary"
              />
            </div>
          </>
        ) : (
          <div
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-8 text-center ${dragging ? 'border-primary bg-primary-soft' : 'border-border'}`}
          >
            <p className="text-sm text-fg-muted">{t('avatarEditor.dropHint')}</p>
          </div>
        )}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={saving}
            onClick={() => inputRef.current?.click()}
          >
            {url ? t('avatarEditor.chooseAnother') : t('avatarEditor.chooseFile')}
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={!url || saving}
            onClick={() => void save()}
          >
            {saving ? t('avatarEditor.saving') : t('avatarEditor.save')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
