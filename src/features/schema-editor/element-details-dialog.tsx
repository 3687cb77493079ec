import { Button, Code, DataList, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { isTopLevelParentId } from '../../../domain/schema/element-ops';
import type { SchemaElement } from '../../../domain/schema/types';
import { t } from '../../lib/messages/t';
import { CopyIdButton } from './copy-id-button';

interface ElementDetailsDialogProps {
  element: SchemaElement;
  /** False while the element exists only in the local copy. */
  savedOnServer: boolean;
  onClose: () => void;
}

export function ElementDetailsDialog({ element, savedOnServer, onClose }: ElementDetailsDialogProps) {
  return (
    <Dialog.Root
      open
      size="lg"
      scrollBehavior="inside"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('details.title', { label: element.label })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {savedOnServer ? <ElementProperties element={element} /> : <Text>{t('details.notSaved')}</Text>}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('details.close')}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ElementProperties({ element }: { element: SchemaElement }) {
  const properties = [
    { label: t('details.elementId'), value: <Code>{element.elementId}</Code> },
    { label: t('details.label'), value: element.label },
    { label: t('details.component'), value: element.componentId },
    {
      label: t('details.parentId'),
      value: isTopLevelParentId(element.parentId) ? t('details.topLevel') : <Code>{element.parentId}</Code>,
    },
    { label: t('details.position'), value: element.position + 1 },
    { label: t('details.children'), value: element.children.length },
  ];
  return (
    <Stack gap="4">
      <DataList.Root orientation="horizontal">
        {properties.map(({ label, value }) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minWidth="40">{label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-all">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <CopyIdButton id={element.elementId} />
      <Stack gap="1">
        <Text fontWeight="medium">{t('details.configuration')}</Text>
        <Code
          as="pre"
          display="block"
          whiteSpace="pre-wrap"
          padding="3"
          aria-label={t('details.configuration')}
        >
          {JSON.stringify(element.props, null, 2)}
        </Code>
      </Stack>
    </Stack>
  );
}
