import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { inTickOrder } from '../../../../domain/directory/tick';
import { rulesOf } from '../../../../domain/rules/field-rules';
import { relatedCountProblem } from '../../../../domain/rules/value-rules';
import type { SchemaElement } from '../../../../domain/schema/types';
import { dataDirectoryQueryOptions } from '../../../api/data-directory-query';
import { schemasQueryOptions } from '../../../api/schemas-query';
import { DirectoryTree } from '../../../components/tree/directory-tree';
import { pickerTreeConfig } from '../../../components/tree/tree-config';
import { countText } from '../../../lib/messages/count-text';
import { t } from '../../../lib/messages/t';
import { boundText } from '../../../lib/rules/value-problem-text';
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
  /** How many files the element links now. */
  linked: number;
  onAdd: (fileIds: string[]) => void;
  onClose: () => void;
}

/**
 * The directory tree with ticks, cut down to the files the Relationship element may link; it says how many
 * may be chosen, and adds none while the choice would leave the element outside its bounds.
 */
export function RelationshipDialog({
  element,
  excludedFileIds,
  linked,
  onAdd,
  onClose,
}: RelationshipDialogProps) {
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
  const { minRelated, maxRelated } = rulesOf(element);
  const atLeast = minRelated === undefined ? 0 : minRelated - linked;
  const problem = fileIds.length === 0 ? null : relatedCountProblem(element, linked + fileIds.length);
  const problemId = useId();

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
                {maxRelated !== undefined ? (
                  <Text fontSize="sm">
                    {countText(maxRelated - linked, 'rules.related.remainingOne', 'rules.related.remaining')}
                  </Text>
                ) : null}
                {atLeast > 1 ? (
                  <Text fontSize="sm">{t('rules.related.chooseAtLeast', { count: atLeast })}</Text>
                ) : null}
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
              {problem ? (
                <Text id={problemId} color="red.fg" fontSize="sm" aria-live="polite" marginEnd="auto">
                  {boundText(problem)}
                </Text>
              ) : null}
              <Button variant="outline" onClick={onClose}>
                {t('file.related.cancel')}
              </Button>
              <Button
                colorPalette="blue"
                disabled={fileIds.length === 0 || problem !== null}
                aria-describedby={problem ? problemId : undefined}
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
