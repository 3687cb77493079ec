import { Button, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { destinationAtEnd, type MoveDestination, moveRefusal } from '../../../domain/directory/move-entry';
import { findItem } from '../../../domain/directory/tree-shape';
import type { DirectoryItem } from '../../../domain/directory/types';
import { t } from '../../lib/messages/t';
import { folderPickerTree, TOP_LEVEL_ID, withTopLevelChoice } from './folder-picker-tree';
import { moveRefusalText } from './move-refusal-text';
import { pickerTreeConfig } from './tree-config';
import { TreeDialog } from './tree-dialog';
import { TreeView } from './tree-view';

const PICKER_CONFIG = pickerTreeConfig((config) => {
  config.behavior.selectable = true;
});

interface MoveEntryDialogProps {
  /** The directory the entry sits in. */
  items: DirectoryItem[];
  item: DirectoryItem;
  /** Deepest level an entry may have (root = 1); unlimited when undefined. */
  maxDepth?: number;
  onMove: (to: MoveDestination) => void;
  onClose: () => void;
  /** Where focus goes when the dialog closes. */
  finalFocus?: () => HTMLElement | null;
}

/**
 * "Verschieben nach …": the top level or one folder, where the entry goes last. A choice the rules refuse
 * says why, as a drop there would.
 */
export function MoveEntryDialog({
  items,
  item,
  maxDepth,
  onMove,
  onClose,
  finalFocus,
}: MoveEntryDialogProps) {
  const choices = useMemo(
    () =>
      withTopLevelChoice(
        folderPickerTree(items, maxDepth === undefined ? undefined : maxDepth - 1),
        t('tree.parents.root'),
      ),
    [items, maxDepth],
  );
  const [chosenId, setChosenId] = useState(() => findItem(items, item.id)?.parent?.id ?? TOP_LEVEL_ID);
  // The folder the entry is in shows open, with its folders beside the entry.
  const [shownOpen] = useState(() => [chosenId]);
  const parentId = chosenId === TOP_LEVEL_ID ? null : chosenId;
  const refusal = moveRefusal(items, item.id, parentId, maxDepth);

  const move = () => {
    onMove(destinationAtEnd(items, item.id, parentId));
    onClose();
  };

  return (
    <TreeDialog
      title={t('tree.move.title', { name: item.name })}
      onClose={onClose}
      finalFocus={finalFocus}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('tree.cancel')}
          </Button>
          <Button colorPalette="blue" disabled={refusal !== null} onClick={move}>
            {t('tree.move.submit')}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>{t('tree.move.text', { name: item.name })}</Text>
        <TreeView
          items={choices}
          config={PICKER_CONFIG}
          label={t('tree.move.folders')}
          emptyText={t('tree.parents.noFolders')}
          selectedId={chosenId}
          onSelect={(choice) => setChosenId(choice.id)}
          revealIds={shownOpen}
          maxHeight="min(50vh, 24rem)"
        />
        <Text role="status" color="red.fg" fontSize="sm">
          {refusal ? moveRefusalText(refusal, maxDepth) : null}
        </Text>
      </Stack>
    </TreeDialog>
  );
}
