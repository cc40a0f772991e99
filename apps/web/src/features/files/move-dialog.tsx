import type { FileJson } from '@crewline/shared/contracts/files';
import { ChevronRight, Folder } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFolder } from '../../api/files/use-folder.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { Modal } from '../../components/modal.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { LoadMore } from './load-more.tsx';

type Place = { id: string; name: string };

/**
 * Picks the folder to move the chosen files into: it opens at the project's root; a folder's
 * button goes into it, the path above goes back, and "Move here" moves to where it stands.
 * The folders being moved are not offered (nothing goes into itself), and neither is a move
 * to where everything already is.
 */
export function MoveDialog({
  open,
  projectId,
  files,
  busy,
  onMove,
  onClose,
}: {
  open: boolean;
  projectId: string;
  files: readonly FileJson[];
  busy: boolean;
  onMove: (parentId: string | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [path, setPath] = useState<Place[]>([]);
  const [shownFor, setShownFor] = useState(open);
  // Each opening starts at the root.
  if (shownFor !== open) {
    setShownFor(open);
    setPath([]);
  }
  const here = path.at(-1)?.id ?? null;
  const folders = useFolder({
    projectId: open ? projectId : undefined,
    parentId: here ?? undefined,
    type: 'folder',
  });
  const moving = new Set(files.map((file) => file.id));
  const alreadyHere = files.every((file) => file.parent_id === here);
  const crumbs = [{ id: null, name: t('projectFiles.root') }, ...path];

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('projectFiles.moveTitle', { count: files.length })}
    >
      <div className="flex flex-col gap-3">
        <nav aria-label={t('projectFiles.moveDestination')}>
          <ol className="flex min-w-0 flex-wrap items-center gap-1 text-sm">
            {crumbs.map((crumb, index) => {
              const last = index === crumbs.length - 1;
              return (
                <li key={crumb.id ?? 'root'} className="flex min-w-0 items-center gap-1">
                  {index > 0 ? (
                    <ChevronRight
                      aria-hidden="true"
                      className="size-4 shrink-0 text-fg-muted rtl:rotate-180"
                    />
                  ) : null}
                  {last ? (
                    <span
                      aria-current="location"
                      title={crumb.name}
                      className="max-w-48 truncate px-1 font-semibold"
                    >
                      <bdi>{crumb.name}</bdi>
                    </span>
                  ) : (
                    <button
                      type="button"
                      title={crumb.name}
                      className="min-h-11 max-w-48 truncate rounded px-1 text-primary hover:underline"
                      onClick={() => setPath(path.slice(0, index))}
                    >
                      <bdi>{crumb.name}</bdi>
                    </button>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
        {folders.isPending ? (
          <Spinner />
        ) : (
          <ul
            aria-label={t('projectFiles.moveFolders')}
            className="flex max-h-72 flex-col divide-y divide-border overflow-y-auto rounded-xl border border-border"
          >
            {(folders.files ?? []).map((folder) => (
              <li key={folder.id}>
                <button
                  type="button"
                  disabled={moving.has(folder.id)}
                  title={folder.name}
                  className="flex min-h-11 w-full min-w-0 items-center gap-2 px-3 text-start hover:bg-surface-muted disabled:opacity-50"
                  onClick={() => setPath([...path, { id: folder.id, name: folder.name }])}
                >
                  <Folder aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
                  <span className="min-w-0 flex-1 truncate">
                    <bdi>{folder.name}</bdi>
                  </span>
                  <ChevronRight
                    aria-hidden="true"
                    className="size-4 shrink-0 text-fg-muted rtl:rotate-180"
                  />
                </button>
              </li>
            ))}
            {folders.files?.length === 0 ? (
              <li className="px-3 py-4 text-sm text-fg-muted">{t('projectFiles.moveNoFolders')}</li>
            ) : null}
          </ul>
        )}
        {folders.hasNextPage ? (
          <LoadMore
            loading={folders.isFetchingNextPage}
            onLoad={() => void folders.fetchNextPage({ cancelRefetch: false })}
          />
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {t('projectFiles.cancel')}
          </button>
          <button
            type="button"
            disabled={busy || alreadyHere}
            className={buttonClass('primary')}
            onClick={() => onMove(here)}
          >
            {t('projectFiles.moveHere')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
