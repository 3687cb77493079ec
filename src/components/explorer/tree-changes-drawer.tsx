import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useRef } from 'react';
import { LuHistory } from 'react-icons/lu';
import type { TreeKind } from '../../../domain/directory/types';
import { t } from '../../lib/messages/t';
import { TreeChangesList } from './tree-changes-list';

interface TreeChangesDrawerProps {
  tree: TreeKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** „Änderungen“ beside the explorer's heading, and the tree's change list it opens at the side. */
export function TreeChangesDrawer({ tree, open, onOpenChange }: TreeChangesDrawerProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="end"
      size="md"
      // The list is read when it opens, fresh each time, and not while it is closed.
      lazyMount
      unmountOnExit
      // The title, not the first „Zurücksetzen“, so that Enter right after opening changes nothing.
      initialFocusEl={() => titleRef.current}
    >
      <Drawer.Trigger asChild>
        <Button size="2xs" variant="ghost" flexShrink="0">
          <LuHistory aria-hidden="true" />
          {t('treeChanges.open')}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title ref={titleRef} tabIndex={-1}>
                {t(`treeChanges.title.${tree}`)}
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <TreeChangesList tree={tree} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('treeChanges.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
