import { Button, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { type DirectoryItem, TREE_DEPTH } from '../../../domain/directory/types';
import { t } from '../../lib/messages/t';
import { folderPickerTree, TOP_LEVEL_ID, withTopLevelChoice } from './folder-picker-tree';
import { pickerTreeConfig } from './tree-config';
import { TreeDialog } from './tree-dialog';
import { TreeView } from './tree-view';

const PICKER_CONFIG = pickerTreeConfig((config) => {
  config.behavior.selectable = true;
});

interface FolderChoiceDialogProps {
  title: string;
  text: string;
  /** The data directory. */
  items: DirectoryItem[];
  onChoose: (folderId: string | null) => void;
  onClose: () => void;
  /** Offers the top level (chosen at first, answered as null); without it a folder must be chosen. */
  topLevel?: boolean;
}

/** The top level or a folder that takes files, for files chosen in a table. */
export function FolderChoiceDialog({
  title,
  text,
  items,
  onChoose,
  onClose,
  topLevel = true,
}: FolderChoiceDialogProps) {
  const choices = useMemo(() => {
    const folders = folderPickerTree(items, TREE_DEPTH.DATA.directory - 1);
    return topLevel ? withTopLevelChoice(folders, t('tree.parents.root')) : folders;
  }, [items, topLevel]);
  const [chosenId, setChosenId] = useState<string | null>(topLevel ? TOP_LEVEL_ID : null);
  return (
    <TreeDialog
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('table.cancel')}
          </Button>
          <Button
            colorPalette="blue"
            disabled={chosenId === null}
            onClick={() => {
              onChoose(chosenId === TOP_LEVEL_ID ? null : chosenId);
              onClose();
            }}
          >
            {t('table.bulk.submit')}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>{text}</Text>
        <TreeView
          items={choices}
          config={PICKER_CONFIG}
          label={t('table.bulk.folders')}
          emptyText={t('tree.parents.noFolders')}
          selectedId={chosenId}
          onSelect={(choice) => setChosenId(choice.id)}
          maxHeight="min(50vh, 24rem)"
        />
      </Stack>
    </TreeDialog>
  );
}
