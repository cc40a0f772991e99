import type { FileType } from '@crewline/shared/contracts/files';
import {
  Archive,
  File,
  FileText,
  Folder,
  FolderKanban,
  History,
  Image,
  Lock,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { iconButtonClass } from '../../components/button-styles.ts';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { isFolder, isLocked, type Entry } from './file-entry.ts';
import { formatBytes } from '../../components/format-bytes.ts';

const ICONS: Record<FileType, LucideIcon> = {
  folder: Folder,
  document: FileText,
  image: Image,
  video: Video,
  archive: Archive,
  other: File,
};

type FileListProps = {
  entries: readonly Entry[];
  view: 'list' | 'grid';
  selected: ReadonlySet<string>;
  /** Search results span folders (and projects): each row says where it lives. */
  showProject: boolean;
  onToggle: (entry: Entry) => void;
  onOpen: (entry: Entry) => void;
  onHistory: (entry: Entry) => void;
  /** Whether a row may be dragged onto a folder to move it (absent: nothing drags). */
  canDrag?: (entry: Entry) => boolean;
  /** A dragged row was dropped on a folder's row. */
  onDropInto?: (folder: Entry, draggedId: string) => void;
};

/** The drag data type of a file row: its id, so only rows of this list are taken as moves. */
export const FILE_DRAG_TYPE = 'application/x-crewline-file';

/** The dragged row's id when the drag carries one (browsers hide the value until the drop). */
export function draggedFileId(event: DragEvent): string | null {
  return event.dataTransfer.getData(FILE_DRAG_TYPE) || null;
}

/** Whether a drag over something carries a file row (to accept it as a drop target). */
export function carriesFile(event: DragEvent): boolean {
  return [...event.dataTransfer.types].includes(FILE_DRAG_TYPE);
}

/**
 * The folder's entries as rows or tiles. A name is a button: a click or Space selects it, a
 * double-click or Enter opens a folder (a file's version history); arrow keys move between names.
 */
export function FileList({
  entries,
  view,
  selected,
  showProject,
  onToggle,
  onOpen,
  onHistory,
  canDrag = () => false,
  onDropInto,
}: FileListProps) {
  const { t } = useTranslation();
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const { date, locale } = useFormatters();

  const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
    const keys = ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End'];
    if (!keys.includes(event.key)) return;
    const names = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-entry-name]')];
    const at = names.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = event.key === 'ArrowDown' || event.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? names.length - 1
          : Math.min(names.length - 1, Math.max(0, at + (forward ? 1 : -1)));
    event.preventDefault();
    names[next]?.focus();
  };

  return (
    <ul
      className={
        view === 'grid'
          ? 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4'
          : 'flex flex-col divide-y divide-border rounded-xl border border-border bg-surface'
      }
      onKeyDown={moveFocus}
    >
      {entries.map((entry) => {
        const file = entry.kind === 'file' ? entry.file : null;
        const Icon = file ? ICONS[file.file_type] : FolderKanban;
        const checked = selected.has(entry.id);
        const meta = [
          file?.latest_version ? formatBytes(file.latest_version.file_size, locale) : null,
          file ? date(file.updated, { dateStyle: 'medium' }) : null,
          file?.latest_version ? t('projectFiles.versionCount', { count: file.versions }) : null,
        ].filter(Boolean);
        const draggable = entry.kind === 'file' && canDrag(entry);
        const accepts = Boolean(onDropInto) && entry.kind === 'file' && isFolder(entry);
        return (
          <li
            key={entry.id}
            data-testid={`file-row-${entry.id}`}
            draggable={draggable || undefined}
            onDragStart={
              draggable
                ? (event) => {
                    event.dataTransfer.setData(FILE_DRAG_TYPE, entry.id);
                    event.dataTransfer.effectAllowed = 'move';
                  }
                : undefined
            }
            onDragOver={
              accepts
                ? (event) => {
                    if (!carriesFile(event)) return;
                    event.preventDefault();
                    event.dataTransfer.dropEffect = 'move';
                    setDropTarget(entry.id);
                  }
                : undefined
            }
            onDragLeave={accepts ? () => setDropTarget(null) : undefined}
            onDrop={
              accepts
                ? (event) => {
                    setDropTarget(null);
                    const dragged = draggedFileId(event);
                    if (!dragged || dragged === entry.id) return;
                    event.preventDefault();
                    onDropInto?.(entry, dragged);
                  }
                : undefined
            }
            className={`flex min-w-0 items-center gap-2 p-2 ${
              view === 'grid'
                ? 'flex-col rounded-xl border border-border bg-surface p-3'
                : 'flex-wrap sm:flex-nowrap'
            } ${checked ? 'bg-primary-soft/50' : ''} ${
              dropTarget === entry.id ? 'ring-2 ring-primary' : ''
            }`}
          >
            <div
              className={`flex min-w-0 items-center gap-2 ${view === 'grid' ? 'w-full' : 'flex-1'}`}
            >
              {entry.kind === 'file' ? (
                <input
                  type="checkbox"
                  className="size-5 shrink-0"
                  checked={checked}
                  aria-label={t('projectFiles.select', { name: entry.name })}
                  onChange={() => onToggle(entry)}
                />
              ) : (
                <span className="size-5 shrink-0" />
              )}
              <Icon aria-hidden="true" className="size-6 shrink-0 text-fg-muted" />
              <button
                type="button"
                data-entry-name=""
                aria-pressed={entry.kind === 'file' ? checked : undefined}
                className="min-h-11 min-w-0 flex-1 truncate rounded-lg px-1 text-start font-medium hover:underline"
                title={entry.name}
                onClick={() => (entry.kind === 'file' ? onToggle(entry) : undefined)}
                onDoubleClick={() => onOpen(entry)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  onOpen(entry);
                }}
              >
                <bdi>{entry.name}</bdi>
              </button>
              {file && isLocked(file) ? (
                <Lock
                  role="img"
                  aria-label={t('projectFiles.locked')}
                  className="size-4 shrink-0 text-fg-muted"
                >
                  <title>{t('projectFiles.locked')}</title>
                </Lock>
              ) : null}
              {file && !isFolder(entry) ? (
                <button
                  type="button"
                  className={iconButtonClass('shrink-0')}
                  aria-label={t('projectFiles.historyOf', { name: entry.name })}
                  title={t('projectFiles.history')}
                  onClick={() => onHistory(entry)}
                >
                  <History aria-hidden="true" className="size-4" />
                </button>
              ) : null}
            </div>
            {meta.length > 0 || (showProject && file) ? (
              <p className="w-full truncate ps-14 text-xs text-fg-muted sm:w-auto sm:ps-0">
                {showProject && file ? <bdi>{file.project_name} · </bdi> : null}
                <bdi>{meta.join(' · ')}</bdi>
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
