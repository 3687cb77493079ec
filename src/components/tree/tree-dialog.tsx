import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { t } from '../../lib/messages/t';

interface TreeDialogProps {
  title: string;
  role?: 'dialog' | 'alertdialog';
  /** Receives focus when the dialog opens; otherwise its first control does. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Receives focus when the dialog closes; otherwise what had it before the dialog opened. */
  finalFocus?: () => HTMLElement | null;
  size?: 'md' | 'lg';
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
}

/** The frame every dialog of the tree shares: open while mounted, closed through `onClose`. */
export function TreeDialog({
  title,
  role = 'dialog',
  initialFocus,
  finalFocus,
  size = 'md',
  onClose,
  children,
  footer,
}: TreeDialogProps) {
  return (
    <Dialog.Root
      open
      role={role}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      initialFocusEl={initialFocus ? () => initialFocus.current : undefined}
      finalFocusEl={finalFocus}
      size={size}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">{footer}</Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('tree.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
