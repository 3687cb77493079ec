import { Flex } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp } from 'react-icons/lu';
import type { DirectoryItem } from '../../../domain/directory/types';
import { t } from '../../lib/messages/t';
import { RowMenu } from './row-menu';
import type { MenuAction, RowAction } from './tree-actions';
import { TreeIconButton } from './tree-icon-button';
import type { SiblingPlace } from './visible-rows';

interface RowActionsProps {
  item: DirectoryItem;
  /** Undefined when reordering is off. */
  place: SiblingPlace | undefined;
  menuActions: readonly MenuAction[];
  /** Whether the buttons are in the tab sequence (only on the tree's active row). */
  tabbable: boolean;
  /** Using a button makes its row the active one, so the buttons stay while a menu or dialog is open. */
  onEngage: () => void;
  onAction: (action: RowAction) => void;
  /** The row's hover colour, so the buttons cover the end of a long name instead of shortening it. */
  background: string;
}

/** The reorder buttons and the action menu of a row, over its end; visible on hover and keyboard focus. */
export function RowActions({
  item,
  place,
  menuActions,
  tabbable,
  onEngage,
  onAction,
  background,
}: RowActionsProps) {
  const tabIndex = tabbable ? 0 : -1;
  return (
    <Flex
      gap="0.5"
      position="absolute"
      insetEnd="1"
      paddingStart="1"
      borderRadius="sm"
      bg={background}
      opacity="0"
      _groupHover={{ opacity: 1 }}
      _groupFocusWithin={{ opacity: 1 }}
      css={{ '&:has([data-state=open])': { opacity: 1 }, '@media (hover: none)': { opacity: 1 } }}
      onClick={(event) => {
        // Clicks here, also from the menu's portal, are not clicks on the row.
        event.stopPropagation();
        onEngage();
      }}
    >
      {place ? (
        <>
          <TreeIconButton
            label={t('tree.moveUp')}
            tabIndex={tabIndex}
            disabled={place.isFirst}
            onClick={() => onAction('move-up')}
          >
            <LuArrowUp />
          </TreeIconButton>
          <TreeIconButton
            label={t('tree.moveDown')}
            tabIndex={tabIndex}
            disabled={place.isLast}
            onClick={() => onAction('move-down')}
          >
            <LuArrowDown />
          </TreeIconButton>
        </>
      ) : null}
      {menuActions.length > 0 ? (
        <RowMenu item={item} actions={menuActions} tabbable={tabbable} onAction={onAction} />
      ) : null}
    </Flex>
  );
}
