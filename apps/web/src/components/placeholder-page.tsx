import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';

type PlaceholderPageProps = {
  title: string;
  icon: LucideIcon;
  emptyTitle: string;
  emptyBody: string;
  action?: ReactNode;
  children?: ReactNode;
};

/** A page heading with an empty state, for sections whose content comes with later work. */
export function PlaceholderPage({
  title,
  icon,
  emptyTitle,
  emptyBody,
  action,
  children,
}: PlaceholderPageProps) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <EmptyState icon={icon} title={emptyTitle} body={emptyBody} action={action} />
      {children}
    </div>
  );
}
