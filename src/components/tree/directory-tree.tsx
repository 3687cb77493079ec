import { chakra } from '@chakra-ui/react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { LuFolderPlus } from 'react-icons/lu';
import { type MoveDestination, moveEntry, moveRefusal } from '../../../domain/directory/move-entry';
import { moveDown, moveUp, renameItem, toggleVisibility } from '../../../domain/directory/tree-ops';
import { findItem, withoutChildren } from '../../../domain/directory/tree-shape';
import type { DirectoryItem, FlatEntry } from '../../../domain/directory/types';
import { t } from '../../lib/messages/t';
import { notify } from '../../lib/notify';
import { DeleteEntryDialog, type DeleteMode } from './delete-entry-dialog';
import { EditParentsDialog } from './edit-parents-dialog';
import { FolderNameDialog, type FolderNameRequest } from './folder-name-dialog';
import { moveAnnouncement } from './move-announcement';
import { MoveEntryDialog } from './move-entry-dialog';
import { moveRefusalText } from './move-refusal-text';
import { MENU_ACTIONS, type MenuAction, type RowAction } from './tree-actions';
import { checkTreeConfig, type TreeConfig } from './tree-config';
import { TreeIconButton } from './tree-icon-button';
import { TreeView, type TreeViewHandle } from './tree-view';
import type { TickedValue } from './use-tree-ticks';

/** A change the tree made to its items, reported with the new items. */
export type TreeChange =
  | { kind: 'move-up' | 'move-down' | 'toggle-visibility'; id: string }
  /** Dragged or moved by keyboard or dialog: under `parentId` (null: the top level), at the 1-based `position`. */
  | { kind: 'move'; id: string; parentId: string | null; position: number }
  | { kind: 'rename'; id: string; name: string };

export interface DirectoryTreeProps {
  /** The nested entries, each level in display order. */
  items: DirectoryItem[];
  config: TreeConfig;
  /** Accessible name of the tree. */
  label: string;
  /** Shown instead of the tree when it has no entries. */
  emptyText: string;
  /** Compared with each entry's `selectProperty`; without it the tree keeps its own selection. */
  selectedId?: string | null;
  onSelect?: (item: DirectoryItem) => void;
  /** Ticked leaf ids; without it the tree keeps its own ticks, starting from `tickMarkProperty`. */
  ticked?: ReadonlySet<string>;
  onTickedChange?: (ticked: Set<string>, values: TickedValue[]) => void;
  /** Reordering, moves, visibility toggles and renames, with the whole new tree. */
  onChange?: (items: DirectoryItem[], change: TreeChange) => void;
  onDelete?: (item: DirectoryItem, mode: DeleteMode) => void;
  /** In a recycle bin: brings a top-level bin entry back. */
  onRestore?: (item: DirectoryItem) => void;
  /** The chosen parents of a file in tree order; null stands for the top level. */
  onEditParents?: (fileEntry: FlatEntry, parentIds: (string | null)[]) => void;
  /** Opens the table of the files of a schema entry (`all-files` in its menu). */
  onShowFiles?: (schemaId: string) => void;
  /** Exports a folder with its subfolders (`export` in a folder's menu). */
  onExport?: (folder: DirectoryItem) => void;
  onCreateFolder?: (parentId: string | null, name: string) => void;
  /** Told after `onChange`, for hosts that only follow names. */
  onRename?: (item: DirectoryItem, name: string) => void;
  /** Wraps an entry's label, e.g. in a router link; links should carry tabIndex -1, Enter follows them. */
  renderLink?: (item: DirectoryItem, content: ReactNode) => ReactNode;
  /** Deepest level (root = 1) an entry may have; no new folder, parent or move goes below it. */
  maxDepth?: number;
  /** Most height of the tree's scroll area; rows outside it are not rendered. */
  maxHeight?: string | number;
  /** Keeps the open folders in local storage under this key, shared with the trees that use it too. */
  expansionKey?: string;
  /** Entries to bring into view whenever a new list comes: just created, moved or restored. */
  revealIds?: readonly string[];
}

type OpenDialog =
  | { kind: 'delete'; item: DirectoryItem }
  | { kind: 'parents'; entry: FlatEntry & { fileId: string } }
  | { kind: 'move'; item: DirectoryItem }
  | { kind: 'folder'; request: FolderNameRequest };

/** The one directory tree of the product, configured by the spec's tree configuration. */
export function DirectoryTree(props: DirectoryTreeProps) {
  const {
    items,
    config,
    onChange,
    onDelete,
    onRestore,
    onEditParents,
    onCreateFolder,
    onRename,
    onShowFiles,
    onExport,
    maxDepth,
  } = props;
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const treeRef = useRef<TreeViewHandle>(null);
  const inBin = config.behavior.ticking.parentFromRecycleBin;

  useEffect(() => {
    checkTreeConfig(config, items);
  }, [config, items]);

  const hasEditParents = Boolean(onEditParents);
  const hasChange = Boolean(onChange);
  const hasRename = Boolean(onRename || onChange);
  const hasCreate = Boolean(onCreateFolder);
  const hasDelete = Boolean(onDelete);
  const hasRestore = Boolean(onRestore);
  const hasShowFiles = Boolean(onShowFiles);
  const hasExport = Boolean(onExport);
  const { menu } = config;
  const menuActions = useCallback(
    (item: DirectoryItem, level: number): readonly MenuAction[] => {
      if (!menu.showMenu) return [];
      const isFolder = item.fileId === null;
      const offered: Record<MenuAction, boolean> = {
        'edit-parents': menu.parentEditable && !isFolder && !inBin && hasEditParents,
        'toggle-visibility': menu.visible && hasChange,
        rename: isFolder && !inBin && hasRename,
        'new-folder': isFolder && !inBin && hasCreate && (maxDepth === undefined || level < maxDepth),
        'copy-id': menu.fingerprint,
        'all-files': !isFolder && !inBin && hasShowFiles,
        export: isFolder && !inBin && hasExport,
        restore: inBin && level === 1 && hasRestore,
        delete: menu.delete.deletable && hasDelete,
      };
      return MENU_ACTIONS.filter((action) => offered[action]);
    },
    [
      menu,
      inBin,
      hasEditParents,
      hasChange,
      hasRename,
      hasCreate,
      hasDelete,
      hasRestore,
      hasShowFiles,
      hasExport,
      maxDepth,
    ],
  );

  const reorder = (next: DirectoryItem[], change: TreeChange) => {
    onChange?.(next, change);
    setAnnouncement(moveAnnouncement(next, change.id));
  };

  /** Moves an entry that was dropped, moved by key or in the move dialog; a refused move says why. */
  const move = (item: DirectoryItem, to: MoveDestination): boolean => {
    const refusal = moveRefusal(items, item.id, to.parentId, maxDepth);
    if (refusal) {
      notify({ message: moveRefusalText(refusal, maxDepth), tone: 'negative' });
      return false;
    }
    const next = moveEntry(items, item.id, to, maxDepth);
    if (next === items) return false;
    const position = findItem(next, item.id)?.item.position ?? to.position;
    reorder(next, { kind: 'move', id: item.id, parentId: to.parentId, position });
    return true;
  };

  const act = (item: DirectoryItem, action: RowAction) => {
    switch (action) {
      case 'move-up':
        reorder(moveUp(items, item.id), { kind: 'move-up', id: item.id });
        break;
      case 'move-down':
        reorder(moveDown(items, item.id), { kind: 'move-down', id: item.id });
        break;
      case 'move-to':
        setDialog({ kind: 'move', item });
        break;
      case 'toggle-visibility':
        onChange?.(toggleVisibility(items, item.id), { kind: 'toggle-visibility', id: item.id });
        break;
      case 'copy-id':
        void navigator.clipboard?.writeText(item.id);
        break;
      case 'all-files':
        if (item.fileId !== null) onShowFiles?.(item.fileId);
        break;
      case 'export':
        onExport?.(item);
        break;
      case 'restore':
        onRestore?.(item);
        break;
      case 'delete':
        setDialog({ kind: 'delete', item });
        break;
      case 'edit-parents':
        if (item.fileId !== null)
          setDialog({ kind: 'parents', entry: { ...withoutChildren(item), fileId: item.fileId } });
        break;
      case 'rename':
        setDialog({
          kind: 'folder',
          request: { kind: 'rename', item, parentId: findItem(items, item.id)?.parent?.id ?? null },
        });
        break;
      case 'new-folder':
        setDialog({ kind: 'folder', request: { kind: 'create', parentId: item.id } });
        break;
    }
  };

  const nameFolder = (request: FolderNameRequest, name: string) => {
    if (request.kind === 'rename') {
      onChange?.(renameItem(items, request.item.id, name), { kind: 'rename', id: request.item.id, name });
      onRename?.(request.item, name);
      return;
    }
    onCreateFolder?.(request.parentId, name);
    if (request.parentId !== null) treeRef.current?.reveal(request.parentId);
  };

  const close = () => setDialog(null);
  // The row a dialog was opened from may be gone (deleted, renamed away by a filter): back to the tree.
  const backToTree = () => treeRef.current?.activeRow() ?? null;
  const newRootFolder =
    onCreateFolder && !inBin ? (
      <TreeIconButton
        label={t('tree.newRootFolder')}
        size="sm"
        variant="outline"
        onClick={() => setDialog({ kind: 'folder', request: { kind: 'create', parentId: null } })}
      >
        <LuFolderPlus />
      </TreeIconButton>
    ) : null;

  return (
    <>
      <TreeView
        items={items}
        config={config}
        label={props.label}
        emptyText={props.emptyText}
        selectedId={props.selectedId}
        onSelect={props.onSelect}
        ticked={props.ticked}
        onTickedChange={props.onTickedChange}
        renderLink={props.renderLink}
        expansionKey={props.expansionKey}
        revealIds={props.revealIds}
        menuActions={menuActions}
        onAction={act}
        onMove={hasChange ? move : undefined}
        refusesMove={(id, parentId) => moveRefusal(items, id, parentId, maxDepth) !== null}
        toolbar={newRootFolder}
        maxHeight={props.maxHeight}
        handle={treeRef}
      />
      {config.behavior.positionChange && hasChange ? (
        <chakra.p aria-live="polite" srOnly>
          {announcement}
        </chakra.p>
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteEntryDialog
          item={dialog.item}
          offerRecycleBin={config.menu.delete.moveToRecycleBin && !inBin}
          onConfirm={(mode) => onDelete?.(dialog.item, mode)}
          onClose={close}
          finalFocus={backToTree}
        />
      ) : null}
      {dialog?.kind === 'parents' ? (
        <EditParentsDialog
          items={items}
          fileEntry={dialog.entry}
          maxFolderLevel={maxDepth === undefined ? undefined : maxDepth - 1}
          onSave={(parentIds) => onEditParents?.(dialog.entry, parentIds)}
          onClose={close}
          finalFocus={backToTree}
        />
      ) : null}
      {dialog?.kind === 'move' ? (
        <MoveEntryDialog
          items={items}
          item={dialog.item}
          maxDepth={maxDepth}
          onMove={(to) => {
            if (move(dialog.item, to)) treeRef.current?.follow(dialog.item.id, to.parentId);
          }}
          onClose={close}
          finalFocus={backToTree}
        />
      ) : null}
      {dialog?.kind === 'folder' ? (
        <FolderNameDialog
          request={dialog.request}
          items={items}
          onSubmit={(name) => nameFolder(dialog.request, name)}
          onClose={close}
          finalFocus={backToTree}
        />
      ) : null}
    </>
  );
}
