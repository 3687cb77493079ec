import { Button, Checkbox, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { parentIdsOfFile } from '../../../domain/directory/tree-ops';
import { flattenTree } from '../../../domain/directory/tree-shape';
import type { DirectoryItem, FlatEntry } from '../../../domain/directory/types';
import { t } from '../../lib/messages/t';
import { folderPickerTree } from './folder-picker-tree';
import { pickerTreeConfig } from './tree-config';
import { TreeDialog } from './tree-dialog';
import { TreeView } from './tree-view';

const PICKER_CONFIG = pickerTreeConfig((config) => {
  config.behavior.ticking.tickable = true;
  config.behavior.ticking.tickReturnProperty = 'id';
});

interface EditParentsDialogProps {
  /** The directory the file sits in. */
  items: DirectoryItem[];
  fileEntry: FlatEntry & { fileId: string };
  /** Deepest level a folder may have and still take the file; unlimited when undefined. */
  maxFolderLevel?: number;
  /** The chosen parents in tree order; null stands for the top level. */
  onSave: (parentIds: (string | null)[]) => void;
  onClose: () => void;
  /** Where focus goes when the dialog closes. */
  finalFocus?: () => HTMLElement | null;
}

/** Lets the user tick every folder (and the top level) a file should sit in. */
export function EditParentsDialog({
  items,
  fileEntry,
  maxFolderLevel,
  onSave,
  onClose,
  finalFocus,
}: EditParentsDialogProps) {
  const folders = useMemo(() => folderPickerTree(items, maxFolderLevel), [items, maxFolderLevel]);
  const [initial] = useState(() => parentIdsOfFile(items, fileEntry.fileId));
  const [atRoot, setAtRoot] = useState(initial.includes(null));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(initial.filter((id): id is string => id !== null)),
  );
  const nothingChosen = !atRoot && chosen.size === 0;

  const save = () => {
    const folderIds = flattenTree(folders)
      .map((entry) => entry.id)
      .filter((id) => chosen.has(id));
    onSave([...(atRoot ? [null] : []), ...folderIds]);
    onClose();
  };

  return (
    <TreeDialog
      title={t('tree.parents.title')}
      onClose={onClose}
      finalFocus={finalFocus}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('tree.cancel')}
          </Button>
          <Button colorPalette="blue" disabled={nothingChosen} onClick={save}>
            {t('tree.save')}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>{t('tree.parents.text', { name: fileEntry.name })}</Text>
        <Checkbox.Root checked={atRoot} onCheckedChange={(details) => setAtRoot(details.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('tree.parents.root')}</Checkbox.Label>
        </Checkbox.Root>
        <TreeView
          items={folders}
          config={PICKER_CONFIG}
          label={t('tree.parents.folders')}
          emptyText={t('tree.parents.noFolders')}
          ticked={chosen}
          onTickedChange={setChosen}
          maxHeight="min(50vh, 24rem)"
        />
        {nothingChosen ? (
          <Text role="status" color="red.fg" fontSize="sm">
            {t('tree.parents.noneChosen')}
          </Text>
        ) : null}
      </Stack>
    </TreeDialog>
  );
}
