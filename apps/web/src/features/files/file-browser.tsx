import { fileNameSchema, type FileJson, type FileType } from '@crewline/shared/contracts/files';
import {
  ArrowUp,
  ChevronRight,
  Download,
  FolderInput,
  FolderPlus,
  LayoutGrid,
  List,
  Pencil,
  Search,
  Trash2,
  Upload,
} from 'lucide-react';
import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCreateFile,
  useDeleteFiles,
  useMoveFiles,
  useRenameFile,
} from '../../api/files/use-file-mutations.ts';
import { useFileUploads } from '../../api/files/use-file-uploads.ts';
import { useFolder } from '../../api/files/use-folder.ts';
import { useProjects } from '../../api/projects/use-projects.ts';
import type { Project } from '../../api/projects/types.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { Spinner } from '../../components/spinner.tsx';
import { inputClass } from '../../components/text-field.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import { errorSentence } from '../../i18n/describe-error.ts';
import { ConfirmDeleteDialog, NameDialog } from './file-dialogs.tsx';
import { nameIssueText } from './file-errors.ts';
import { fromFile, fromProject, isFolder, type Crumb, type Entry } from './file-entry.ts';
import { carriesFile, draggedFileId, FileList } from './file-list.tsx';
import { MoveDialog } from './move-dialog.tsx';
import { LoadMore } from './load-more.tsx';
import { UploadProgress } from './upload-progress.tsx';
import { useDownloadFiles } from './use-download-files.ts';
import { VersionHistoryDialog } from './version-history-dialog.tsx';

const TYPE_FILTERS: readonly ('all' | FileType)[] = [
  'all',
  'folder',
  'document',
  'image',
  'video',
  'archive',
  'other',
];

/**
 * The file manager, on real files. Rooted at one project (its Files tab), or, with
 * no project, at the caller's projects shown as folders (/dashboard/files).
 */
export function FileBrowser({ project }: { project?: Project }) {
  const { t } = useTranslation();
  const toast = useToast();
  const reasonOf = (error: unknown) => errorSentence(error, t);
  const searchId = useId();
  const filterId = useId();
  const uploadInput = useRef<HTMLInputElement>(null);
  const [path, setPath] = useState<Crumb[]>([]);
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [type, setType] = useState<'all' | FileType>('all');
  const [view, setView] = useState<'list' | 'grid'>('list');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [history, setHistory] = useState<FileJson | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [folderDialog, setFolderDialog] = useState(false);
  const [folderError, setFolderError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<FileJson | null>(null);
  const [renameError, setRenameError] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const [crumbTarget, setCrumbTarget] = useState<number | null>(null);

  const projectCrumb = path.find((crumb) => crumb.kind === 'project');
  const current: Project | undefined =
    project ?? (projectCrumb?.kind === 'project' ? projectCrumb.project : undefined);
  const parentId = [...path].reverse().find((crumb) => crumb.kind === 'folder')?.id;
  const atProjectsRoot = !current;
  const canWrite = Boolean(current && current.role !== 'observer');

  const projects = useProjects();
  const listingProjects = atProjectsRoot && !q;
  // The type filter is the server's (`type`), so every page holds only that type; the
  // dashboard's root lists projects, which only "Folders" keeps.
  const folder = useFolder({
    projectId: current?.id,
    parentId,
    q: q || undefined,
    type: type === 'all' ? undefined : type,
  });
  const uploads = useFileUploads();
  const createFolder = useCreateFile();
  const deleteFiles = useDeleteFiles();
  const renameFile = useRenameFile();
  const moveFiles = useMoveFiles();
  const download = useDownloadFiles();

  const entries: Entry[] = useMemo(() => {
    if (!listingProjects) return (folder.files ?? []).map(fromFile);
    const base = (projects.data ?? []).map(fromProject);
    return type === 'all' || type === 'folder' ? base : [];
  }, [listingProjects, projects.data, folder.files, type]);

  const files = entries.flatMap((entry) => (entry.kind === 'file' ? [entry.file] : []));
  const chosen = files.filter((file) => selected.has(file.id));
  const loading = listingProjects ? projects.isPending : folder.isPending;
  const failed = listingProjects ? projects.isError : folder.isError && !folder.files;
  // More files than loaded: "Select all" takes the loaded ones (what the user can see).
  const morePages = !listingProjects && folder.hasNextPage;

  const go = (next: Crumb[]) => {
    setPath(next);
    setSelected(new Set());
    setSearch('');
  };
  const open = (entry: Entry) => {
    if (entry.kind === 'project') return go([...path, { ...entry }]);
    if (!isFolder(entry)) return setHistory(entry.file);
    // A search result may sit deep down; its folder opens from its project's root then.
    const base = q ? path.filter((crumb) => crumb.kind === 'project') : path;
    const owner = projects.data?.find((item) => item.id === entry.file.project_id);
    const prefix =
      !project && base.length === 0 && owner
        ? [{ kind: 'project' as const, id: owner.id, name: owner.name, project: owner }]
        : base;
    go([...prefix, { kind: 'folder', id: entry.id, name: entry.name }]);
  };
  const toggle = (entry: Entry) =>
    setSelected((set) => {
      const next = new Set(set);
      if (next.has(entry.id)) next.delete(entry.id);
      else next.add(entry.id);
      return next;
    });
  const allChosen = files.length > 0 && chosen.length === files.length;

  const createNamedFolder = (name: string) => {
    const parsed = fileNameSchema.safeParse(name);
    if (!parsed.success) return setFolderError(nameIssueText(parsed.error.issues[0], t));
    if (!current) return;
    createFolder.mutate(
      { name: parsed.data, project_id: current.id, file_type: 'folder', parent_id: parentId },
      {
        onSuccess: () => {
          setFolderDialog(false);
          setFolderError(null);
        },
        onError: (error) => setFolderError(reasonOf(error)),
      },
    );
  };

  const renameTo = (name: string) => {
    const parsed = fileNameSchema.safeParse(name);
    if (!parsed.success) return setRenameError(nameIssueText(parsed.error.issues[0], t));
    if (!renaming) return;
    renameFile.mutate(
      { id: renaming.id, name: parsed.data },
      {
        onSuccess: () => {
          setRenaming(null);
          setRenameError(null);
        },
        onError: (error) => setRenameError(reasonOf(error)),
      },
    );
  };

  const confirmDelete = () =>
    deleteFiles.mutate(chosen, {
      onSuccess: (refused) => {
        setConfirming(false);
        setSelected(new Set());
        const done = chosen.length - refused.length;
        if (done > 0) toast.success(t('projectFiles.deleted', { count: done }));
        for (const { file, error } of refused) {
          toast.error(t('projectFiles.deleteFailed', { name: file.name, reason: reasonOf(error) }));
        }
      },
    });

  // Moving needs one project in view, and every chosen item changeable by the caller.
  const canMove =
    canWrite &&
    chosen.length > 0 &&
    chosen.every((file) => file.can.edit && file.project_id === current?.id);

  const moveTo = (items: readonly FileJson[], target: string | null) =>
    moveFiles.mutate(
      { files: items, parentId: target },
      {
        onSuccess: (refused) => {
          setMoving(false);
          setSelected(new Set());
          const done = items.length - refused.length;
          if (done > 0) toast.success(t('projectFiles.moved', { count: done }));
          for (const { file, error } of refused) {
            toast.error(t('projectFiles.moveFailed', { name: file.name, reason: reasonOf(error) }));
          }
        },
      },
    );

  // A dragged row that is part of the selection takes the selection along; else only itself.
  const dropInto = (target: string | null, draggedId: string) => {
    const dragged = files.find((file) => file.id === draggedId);
    if (!dragged || !dragged.can.edit || !canWrite) return;
    const items = (selected.has(draggedId) ? chosen : [dragged]).filter(
      (file) => file.id !== target && file.parent_id !== target && file.can.edit,
    );
    if (items.length > 0) moveTo(items, target);
  };

  // The folder a breadcrumb stands for inside the current project (null: its root); undefined
  // where nothing can be put (the dashboard's list of projects).
  const crumbFolder = (to: Crumb[]): string | null | undefined => {
    const last = to.at(-1);
    if (last?.kind === 'folder') return last.id;
    if (last?.kind === 'project' || (last === undefined && project)) return null;
    return undefined;
  };

  const crumbs: { label: string; to: Crumb[] }[] = [
    { label: t('projectFiles.root'), to: [] },
    ...path.map((crumb, index) => ({ label: crumb.name, to: path.slice(0, index + 1) })),
  ];

  return (
    <div className="flex flex-col gap-3">
      <nav aria-label={t('projectFiles.breadcrumb')} className="flex flex-wrap items-center gap-1">
        <button
          type="button"
          disabled={path.length === 0}
          className={buttonClass('secondary', 'sm')}
          onClick={() => go(path.slice(0, -1))}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
          {t('projectFiles.up')}
        </button>
        <ol className="flex min-w-0 flex-wrap items-center gap-1 text-sm">
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            const folderId = crumbFolder(crumb.to);
            const accepts = !last && canWrite && folderId !== undefined;
            return (
              <li key={index} className="flex min-w-0 items-center gap-1">
                {index > 0 ? (
                  <ChevronRight
                    aria-hidden="true"
                    className="size-4 text-fg-muted rtl:rotate-180"
                  />
                ) : null}
                {last ? (
                  <span
                    aria-current="page"
                    title={crumb.label}
                    className="max-w-48 truncate px-1 font-semibold"
                  >
                    <bdi>{crumb.label}</bdi>
                  </span>
                ) : (
                  <button
                    type="button"
                    title={crumb.label}
                    className={`min-h-11 max-w-48 truncate rounded px-1 text-primary hover:underline ${
                      crumbTarget === index ? 'ring-2 ring-primary' : ''
                    }`}
                    onClick={() => go(crumb.to)}
                    onDragOver={
                      accepts
                        ? (event) => {
                            if (!carriesFile(event)) return;
                            event.preventDefault();
                            event.dataTransfer.dropEffect = 'move';
                            setCrumbTarget(index);
                          }
                        : undefined
                    }
                    onDragLeave={accepts ? () => setCrumbTarget(null) : undefined}
                    onDrop={
                      accepts
                        ? (event) => {
                            setCrumbTarget(null);
                            const dragged = draggedFileId(event);
                            if (!dragged) return;
                            event.preventDefault();
                            dropInto(folderId ?? null, dragged);
                          }
                        : undefined
                    }
                  >
                    <bdi>{crumb.label}</bdi>
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      </nav>

      <div className="flex flex-wrap items-center gap-2">
        <div className="relative min-w-0 flex-1 basis-48">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted"
          />
          <label htmlFor={searchId} className="sr-only">
            {t('projectFiles.search')}
          </label>
          <input
            id={searchId}
            type="search"
            className={`${inputClass} ps-9`}
            placeholder={t('projectFiles.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <label htmlFor={filterId} className="sr-only">
          {t('projectFiles.filter')}
        </label>
        <select
          id={filterId}
          className={`${inputClass} w-auto`}
          value={type}
          onChange={(event) => setType(event.target.value as 'all' | FileType)}
        >
          {TYPE_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`projectFiles.types.${value}`)}
            </option>
          ))}
        </select>
        <div role="group" aria-label={t('projectFiles.view')} className="flex gap-1">
          {(['list', 'grid'] as const).map((mode) => {
            const Icon = mode === 'list' ? List : LayoutGrid;
            return (
              <button
                key={mode}
                type="button"
                aria-pressed={view === mode}
                className={buttonClass(view === mode ? 'primary' : 'secondary', 'sm')}
                onClick={() => setView(mode)}
              >
                <Icon aria-hidden="true" className="size-4" />
                <span className="sr-only sm:not-sr-only">{t(`projectFiles.${mode}`)}</span>
              </button>
            );
          })}
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5"
            disabled={files.length === 0}
            checked={allChosen}
            onChange={() => setSelected(allChosen ? new Set() : new Set(files.map((f) => f.id)))}
          />
          {t('projectFiles.selectAll')}
        </label>
        {chosen.length > 0 ? (
          <span role="status" className="text-sm text-fg-muted">
            {t('projectFiles.selected', { count: chosen.length })}
            {allChosen && morePages ? ` ${t('projectFiles.selectedLoadedOnly')}` : null}
          </span>
        ) : null}
        <div className="ms-auto flex flex-wrap gap-2">
          <button
            type="button"
            disabled={
              download.busy ||
              !chosen.some((file) => file.latest_version || file.file_type === 'folder')
            }
            className={buttonClass('secondary', 'sm')}
            onClick={() => void download.downloadFiles(chosen)}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('projectFiles.download')}
          </button>
          <button
            type="button"
            disabled={chosen.length !== 1 || !chosen[0]!.can.edit}
            className={buttonClass('secondary', 'sm')}
            onClick={() => setRenaming(chosen[0] ?? null)}
          >
            <Pencil aria-hidden="true" className="size-4" />
            {t('projectFiles.rename')}
          </button>
          <button
            type="button"
            disabled={!canMove}
            className={buttonClass('secondary', 'sm')}
            onClick={() => setMoving(true)}
          >
            <FolderInput aria-hidden="true" className="size-4" />
            {t('projectFiles.move')}
          </button>
          <button
            type="button"
            disabled={chosen.length === 0 || chosen.some((file) => !file.can.delete)}
            className={buttonClass('secondary', 'sm')}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('projectFiles.delete')}
          </button>
          <button
            type="button"
            disabled={!canWrite}
            className={buttonClass('secondary', 'sm')}
            onClick={() => setFolderDialog(true)}
          >
            <FolderPlus aria-hidden="true" className="size-4" />
            {t('projectFiles.newFolder')}
          </button>
          <button
            type="button"
            disabled={!canWrite}
            className={buttonClass('primary', 'sm')}
            onClick={() => uploadInput.current?.click()}
          >
            <Upload aria-hidden="true" className="size-4" />
            {t('projectFiles.upload')}
          </button>
          <input
            ref={uploadInput}
            type="file"
            multiple
            hidden
            data-testid="file-upload-input"
            onChange={(event) => {
              const picked = [...(event.target.files ?? [])];
              event.target.value = '';
              if (!current || picked.length === 0) return;
              void uploads.upload(picked, {
                projectId: current.id,
                parentId: parentId ?? null,
                siblings: q || type !== 'all' ? [] : (folder.files ?? []),
                allLoaded: !q && type === 'all' && !folder.hasNextPage,
              });
            }}
          />
        </div>
      </div>
      {atProjectsRoot ? (
        <p className="text-sm text-fg-muted">{t('projectFiles.openProjectHint')}</p>
      ) : !canWrite ? (
        <p className="text-sm text-fg-muted">{t('projectFiles.readOnlyHint')}</p>
      ) : null}

      <UploadProgress uploads={uploads.uploads} onClear={uploads.clearFinished} />

      {loading ? (
        <Spinner />
      ) : failed ? (
        <div role="alert" className="flex items-center gap-2 text-sm">
          {t('projectFiles.loadFailed')}
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => void (listingProjects ? projects.refetch() : folder.refetch())}
          >
            {t('projectFiles.retry')}
          </button>
        </div>
      ) : entries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-6 py-10 text-center text-sm text-fg-muted">
          {q || type !== 'all' ? t('projectFiles.noMatch') : t('projectFiles.empty')}
        </p>
      ) : (
        <FileList
          entries={entries}
          view={view}
          selected={selected}
          showProject={Boolean(q) && !project}
          onToggle={toggle}
          onOpen={open}
          onHistory={(entry) => entry.kind === 'file' && setHistory(entry.file)}
          canDrag={(entry) => canWrite && entry.kind === 'file' && entry.file.can.edit}
          onDropInto={canWrite ? (folder, dragged) => dropInto(folder.id, dragged) : undefined}
        />
      )}
      {morePages && !loading ? (
        <LoadMore
          loading={folder.isFetchingNextPage}
          onLoad={() => void folder.fetchNextPage({ cancelRefetch: false })}
        />
      ) : null}

      <VersionHistoryDialog
        file={history}
        canUpload={Boolean(history && current?.role !== 'observer')}
        onClose={() => setHistory(null)}
      />
      {current ? (
        <MoveDialog
          open={moving}
          projectId={current.id}
          files={chosen}
          busy={moveFiles.isPending}
          onMove={(target) => moveTo(chosen, target)}
          onClose={() => setMoving(false)}
        />
      ) : null}
      <ConfirmDeleteDialog
        open={confirming}
        count={chosen.length}
        busy={deleteFiles.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
      <NameDialog
        open={folderDialog}
        title={t('projectFiles.newFolder')}
        label={t('projectFiles.folderName')}
        submitLabel={t('projectFiles.create')}
        busy={createFolder.isPending}
        error={folderError}
        onSubmit={createNamedFolder}
        onClose={() => {
          setFolderDialog(false);
          setFolderError(null);
        }}
      />
      <NameDialog
        open={renaming !== null}
        title={t('projectFiles.renameTitle', { name: renaming?.name ?? '' })}
        label={t('projectFiles.newName')}
        submitLabel={t('projectFiles.rename')}
        initialName={renaming?.name ?? ''}
        busy={renameFile.isPending}
        error={renameError}
        onSubmit={renameTo}
        onClose={() => {
          setRenaming(null);
          setRenameError(null);
        }}
      />
    </div>
  );
}
