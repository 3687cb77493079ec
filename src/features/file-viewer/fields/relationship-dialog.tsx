import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { inTickOrder } from '../../../../domain/directory/tick';
import type { SchemaElement } from '../../../../domain/schema/types';
import { dataDirectoryQueryOptions } from '../../../api/data-directory-query';
import { schemasQueryOptions } from '../../../api/schemas-query';
import { DirectoryTree } from '../../../components/tree/directory-tree';
import { pickerTreeConfig } from '../../../components/tree/tree-config';
import { t } from '../../../lib/messages/t';
import { directoryTree } from '../directory-lookup';
import { allowedSchemaIds, relationshipCandidates } from '../relationship-candidates';
import { fieldCaption } from './field-caption';

const PICKER_CONFIG = pickerTreeConfig((config) => {
  config.behavior.ticking.tickable = true;
});

interface RelationshipDialogProps {
  element: SchemaElement;
  /** The file itself and the files it already links through the element. */
  excludedFileIds: ReadonlySet<string>;
  onAdd: (fileIds: string[]) => void;
  onClose: () => void;
}

/** The directory tree with ticks, cut down to the files the Relationship element may link. */
export function RelationshipDialog({ element, excludedFileIds, onAdd, onClose }: RelationshipDialogProps) {
  const { data: directory } = useSuspenseQuery(dataDirectoryQueryOptions());
  const { data: schemas } = useSuspenseQuery(schemasQueryOptions());
  const allowed = useMemo(() => allowedSchemaIds(element), [element]);
  const items = useMemo(
    () => relationshipCandidates(directoryTree(directory), { schemaIds: allowed, excludedFileIds }),
    [directory, allowed, excludedFileIds],
  );
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [fileIds, setFileIds] = useState<string[]>([]);
  const allowedLabels = allowed
    ? schemas.filter((schema) => allowed.has(schema.id)).map((schema) => schema.label)
    : [];

  return (
    <Dialog.Root
      open
      size="lg"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('file.related.dialogTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{t('file.related.dialogText', { label: fieldCaption(element) })}</Text>
                {allowedLabels.length > 0 ? (
                  <Text color="fg.muted" fontSize="sm">
                    {t('file.related.allowedSchemas', { schemas: allowedLabels.join(', ') })}
                  </Text>
                ) : null}
                {items.length === 0 ? (
                  <Text role="status">{t('file.related.noCandidates')}</Text>
                ) : (
                  <DirectoryTree
                    items={items}
                    config={PICKER_CONFIG}
                    label={t('file.related.treeLabel')}
                    emptyText={t('file.related.noCandidates')}
                    ticked={ticked}
                    onTickedChange={(next, values) => {
                      setTicked(next);
                      setFileIds((before) =>
                        inTickOrder(
                          before,
                          values.filter((value): value is string => typeof value === 'string'),
                        ),
                      );
                    }}
                    maxHeight="min(50vh, 24rem)"
                  />
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('file.related.cancel')}
              </Button>
              <Button
                colorPalette="blue"
                disabled={fileIds.length === 0}
                onClick={() => {
                  onAdd(fileIds);
                  onClose();
                }}
              >
                {t('file.related.confirm')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('file.related.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
