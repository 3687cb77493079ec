import { Button, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import type { DirectoryItem } from '../../../domain/directory/types';
import { t } from '../../lib/messages/t';
import { TreeDialog } from './tree-dialog';

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
      title={t('tree.delete.title')}
      role="alertdialog"
      size={offerRecycleBin ? 'lg' : 'md'}
      initialFocus={cancelRef}
      onClose={onClose}
      finalFocus={finalFocus}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={onClose}>
            {t('tree.cancel')}
          </Button>
          {offerRecycleBin ? (
            <Button colorPalette="blue" onClick={() => confirm('recycle')}>
              {t('tree.delete.toRecycleBin')}
            </Button>
          ) : null}
          <Button
            colorPalette="red"
            variant={offerRecycleBin ? 'outline' : 'solid'}
            onClick={() => confirm('delete')}
          >
            {t('tree.delete.permanent')}
          </Button>
        </>
      }
    >
      <Stack gap="2">
        <Text>{t(isFolder ? 'tree.delete.folderText' : 'tree.delete.fileText', { name: item.name })}</Text>
        {offerRecycleBin ? <Text color="fg.muted">{t('tree.delete.recycleHint')}</Text> : null}
        <Text color="fg.muted">{t('tree.delete.permanentHint')}</Text>
      </Stack>
    </TreeDialog>
  );
}
