import { Menu, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  LuArchiveRestore,
  LuArrowDown,
  LuArrowUp,
  LuDownload,
  LuEllipsisVertical,
  LuEye,
  LuFingerprint,
  LuFolderInput,
  LuFolderOutput,
  LuFolderPlus,
  LuPencil,
  LuTable,
  LuTrash2,
} from 'react-icons/lu';
import type { DirectoryItem } from '../../../domain/directory/types';
import type { TreeMessageKey } from '../../lib/messages/de-tree';
import { t } from '../../lib/messages/t';
import type { MenuAction, RowAction } from './tree-actions';
import { TreeIconButton } from './tree-icon-button';
import type { SiblingPlace } from './visible-rows';

const ENTRY: Record<MenuAction, { label: TreeMessageKey; icon: ReactNode }> = {
  'edit-parents': { label: 'tree.menu.editParents', icon: <LuFolderInput /> },
  'toggle-visibility': { label: 'tree.menu.toggleVisibility', icon: <LuEye /> },
  rename: { label: 'tree.menu.rename', icon: <LuPencil /> },
  'new-folder': { label: 'tree.menu.newFolder', icon: <LuFolderPlus /> },
  'copy-id': { label: 'tree.menu.copyId', icon: <LuFingerprint /> },
  'all-files': { label: 'tree.menu.allFiles', icon: <LuTable /> },
  export: { label: 'tree.menu.export', icon: <LuDownload /> },
  restore: { label: 'tree.menu.restore', icon: <LuArchiveRestore /> },
  delete: { label: 'tree.menu.delete', icon: <LuTrash2 /> },
};

/** A key the menu entry has on the row, shown beside it; the row's aria-keyshortcuts name it to screen readers. */
function KeyHint({ children }: { children: string }) {
  return (
    <Text as="span" aria-hidden="true" marginStart="auto" fontSize="xs" color="fg.muted">
      {children}
    </Text>
  );
}

interface RowMenuProps {
  item: DirectoryItem;
  /** Where the entry sits among its siblings, for "Nach oben", "Nach unten" and "Verschieben nach …"; undefined when reordering is off. */
  place: SiblingPlace | undefined;
  actions: readonly MenuAction[];
  /** Whether the trigger is in the tab sequence (only on the tree's active row). */
  tabbable: boolean;
  onAction: (action: RowAction) => void;
}

/** The per-row action menu, opened from a button that shows on hover and focus. */
export function RowMenu({ item, place, actions, tabbable, onAction }: RowMenuProps) {
  return (
    <Menu.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <TreeIconButton label={t('tree.rowMenu', { name: item.name })} tabIndex={tabbable ? 0 : -1}>
          <LuEllipsisVertical />
        </TreeIconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="56">
            {place ? (
              <>
                <Menu.Item value="move-up" disabled={place.isFirst} onSelect={() => onAction('move-up')}>
                  <LuArrowUp />
                  {t('tree.moveUp')}
                  <KeyHint>Alt+↑</KeyHint>
                </Menu.Item>
                <Menu.Item value="move-down" disabled={place.isLast} onSelect={() => onAction('move-down')}>
                  <LuArrowDown />
                  {t('tree.moveDown')}
                  <KeyHint>Alt+↓</KeyHint>
                </Menu.Item>
                <Menu.Item value="move-to" onSelect={() => onAction('move-to')}>
                  <LuFolderOutput />
                  {t('tree.move.menu')}
                </Menu.Item>
                {actions.length > 0 ? <Menu.Separator /> : null}
              </>
            ) : null}
            {actions.map((action) => (
              <Menu.Item
                key={action}
                value={action}
                onSelect={() => onAction(action)}
                color={action === 'delete' ? 'fg.error' : undefined}
                _highlighted={action === 'delete' ? { bg: 'bg.error' } : undefined}
              >
                {ENTRY[action].icon}
                {t(ENTRY[action].label)}
                {action === 'copy-id' ? (
                  <Text
                    as="span"
                    aria-hidden="true"
                    marginStart="auto"
                    fontSize="xs"
                    color="fg.muted"
                    truncate
                    maxWidth="32"
                  >
                    {item.id}
                  </Text>
                ) : null}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
