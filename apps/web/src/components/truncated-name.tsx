import type { ElementType } from 'react';

type TruncatedNameProps = {
  /** The whole name, however long. */
  name: string;
  /** The element to render (a span by default; a heading or link text where the row needs it). */
  as?: ElementType;
  className?: string;
};

/**
 * A person's, project's, task's or thread's name cut to its row with an ellipsis: a 200-character
 * name without spaces would otherwise widen the whole page. Hovering shows the full name, and
 * screen readers read it whole (the cut is only visual, the text itself stays complete).
 */
export function TruncatedName({ name, as: Tag = 'span', className = '' }: TruncatedNameProps) {
  return (
    <Tag title={name} dir="auto" className={`block max-w-full min-w-0 truncate ${className}`}>
      {name}
    </Tag>
  );
}
