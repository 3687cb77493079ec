import { IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { MdMoreVert } from 'react-icons/md';
import type { SchemaElement } from '../../../domain/schema/types';
import { t } from '../../lib/messages/t';
import type { ElementActions } from './element-actions';

interface ElementTreeMenuProps {
  element: SchemaElement;
  actions: ElementActions;
}

export function ElementTreeMenu({ element, actions }: ElementTreeMenuProps) {
  const hasChildren = element.children.length > 0;
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton aria-label={t('elementTree.actions', { label: element.label })} variant="ghost" size="xs">
          <MdMoreVert />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="48" maxWidth="xs">
            <Menu.Item
              value="move-up"
              disabled={!actions.canMove(element, 'up')}
              onSelect={() => actions.move(element, 'up')}
            >
              {t('elementTree.moveUp')}
            </Menu.Item>
            <Menu.Item
              value="move-down"
              disabled={!actions.canMove(element, 'down')}
              onSelect={() => actions.move(element, 'down')}
            >
              {t('elementTree.moveDown')}
            </Menu.Item>
            <Menu.Item value="edit" onSelect={() => actions.edit(element)}>
              {t('elementTree.edit')}
            </Menu.Item>
            {element.componentId === 'Group' ? (
              <Menu.Item value="add-child" onSelect={() => actions.addChild(element)}>
                {t('elementTree.addChild')}
              </Menu.Item>
            ) : null}
            <Menu.Item value="details" onSelect={() => actions.showDetails(element)}>
              {t('elementTree.showDetails')}
            </Menu.Item>
            <Menu.Item
              value="delete"
              color="fg.error"
              disabled={hasChildren}
              onSelect={() => actions.remove(element)}
            >
              <Stack gap="0">
                {t('elementTree.delete')}
                {hasChildren ? (
                  <Text textStyle="xs" color="fg.muted">
                    {t('schemaViewer.deleteRefused')}
                  </Text>
                ) : null}
              </Stack>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
