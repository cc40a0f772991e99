type AvatarProps = { name: string | null | undefined; src?: string | null; size?: 'sm' | 'md' };

/** Up to two initials from a name. */
export function initialsOf(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts.slice(0, 1);
  return letters.map((part) => Array.from(part ?? '')[0]?.toUpperCase() ?? '').join('') || '?';
}

/**
 * A round user picture, or the user's initials when there is none. The initials are drawn by CSS
 * (not a text node): like the photo they stand in for (alt=""), they are a picture, so they are
 * neither read out nor part of the visible text a control around them is named by (WCAG 2.5.3).
 */
export function Avatar({ name, src, size = 'md' }: AvatarProps) {
  const box = size === 'sm' ? 'size-7 text-xs' : 'size-9 text-sm';
  if (src) return <img src={src} alt="" className={`${box} shrink-0 rounded-full object-cover`} />;
  return (
    <span
      aria-hidden="true"
      data-initials={initialsOf(name)}
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary-soft-fg before:content-[attr(data-initials)]`}
    />
  );
}
