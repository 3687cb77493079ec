import { Button, Dialog, Portal } from '@chakra-ui/react';
import { isTopLevelParentId } from '../../../domain/schema/element-ops';
import type { SchemaElement } from '../../../domain/schema/types';
import { t } from '../../lib/messages/t';

interface DeleteElementDialogProps {
  element: SchemaElement;
  onConfirm: () => void;
  onClose: () => void;
}

export function DeleteElementDialog({ element, onConfirm, onClose }: DeleteElementDialogProps) {
  const isChild = !isTopLevelParentId(element.parentId);
  return (
    <Dialog.Root
      role="alertdialog"
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('deleteDialog.title', { label: element.label })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t(isChild ? 'deleteDialog.childText' : 'deleteDialog.text')}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('deleteDialog.cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={onConfirm}>
                {t('deleteDialog.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
