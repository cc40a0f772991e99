import { initialsOf } from '../../components/avatar.tsx';

/**
 * The large picture at the top of the Profile tab: the photo, or at most two initials.
 * Drawn by CSS like the app's small avatars, so the letters are not read out twice.
 */
export function ProfileAvatar({ name, src }: { name: string; src: string | null }) {
  const box = 'size-20 shrink-0 rounded-full';
  if (src) return <img src={src} alt="" className={`${box} object-cover`} />;
  return (
    <span
      aria-hidden="true"
      data-initials={initialsOf(name)}
      className={`${box} inline-flex items-center justify-center bg-primary-soft text-2xl font-semibold text-primary-soft-fg before:content-[attr(data-initials)]`}
    />
  );
}
