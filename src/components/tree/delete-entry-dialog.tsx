import { Button, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import type { DirectoryItem } from '../../../domain/directory/types';
import { TreeDialog } from './tree-dialog';
import { treeText } from './tree-text';

export type DeleteMode = 'recycle' | 'delete';

interface DeleteEntryDialogProps {
  item: DirectoryItem;
  /** Whether moving to the recycle bin is offered besides deleting for good. */
  offerRecycleBin: boolean;
  onConfirm: (mode: DeleteMode) => void;
  onClose: () => void;
  /** Where focus goes when the dialog closes. */
  finalFocus?: () => HTMLElement | null;
}

/** Asks before an entry goes: to the recycle bin or, where offered or in a bin, for good. */
export function DeleteEntryDialog({
  item,
  offerRecycleBin,
  onConfirm,
  onClose,
  finalFocus,
}: DeleteEntryDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const isFolder = item.fileId === null;
  const confirm = (mode: DeleteMode) => {
    onConfirm(mode);
    onClose();
  };
  return (
    <TreeDialog
      title={treeText('tree.delete.title')}
      role="alertdialog"
      size={offerRecycleBin ? 'lg' : 'md'}
      initialFocus={cancelRef}
      onClose={onClose}
      finalFocus={finalFocus}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={onClose}>
            {treeText('tree.cancel')}
          </Button>
          {offerRecycleBin ? (
            <Button colorPalette="blue" onClick={() => confirm('recycle')}>
              {treeText('tree.delete.toRecycleBin')}
            </Button>
          ) : null}
          <Button
            colorPalette="red"
            variant={offerRecycleBin ? 'outline' : 'solid'}
            onClick={() => confirm('delete')}
          >
            {treeText('tree.delete.permanent')}
          </Button>
        </>
      }
    >
      <Stack gap="2">
        <Text>
          {treeText(isFolder ? 'tree.delete.folderText' : 'tree.delete.fileText', { name: item.name })}
        </Text>
        {offerRecycleBin ? <Text color="fg.muted">{treeText('tree.delete.recycleHint')}</Text> : null}
        <Text color="fg.muted">{treeText('tree.delete.permanentHint')}</Text>
      </Stack>
    </TreeDialog>
  );
}
