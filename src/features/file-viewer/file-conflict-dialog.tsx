import { Button, CloseButton, Dialog, Portal, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { entryText } from '../../../domain/file/file-conflict';
import type { FileDataEntry } from '../../../domain/file/types';
import { flattenElements } from '../../../domain/schema/element-ops';
import type { SchemaElement } from '../../../domain/schema/types';
import { t } from '../../lib/messages/t';
import { fieldCaption } from './fields/field-caption';
import type { FileConflict } from './save-errors';

type Side = 'stored' | 'mine';

interface FileConflictDialogProps {
  open: boolean;
  conflict: FileConflict;
  elements: SchemaElement[];
  /** Closes the comparison; the conflict waits until the user decides. */
  onClose: () => void;
  /** The entries to save: the user's side of each field they chose it for, and their unclashed entries. */
  onResolve: (keep: FileDataEntry[]) => void;
}

function SideText({ label, text }: { label: string; text: string }) {
  return (
    <RadioGroup.ItemText>
      <Text as="span" display="block" fontWeight="medium">
        {label}
      </Text>
      <Text as="span" display="block" whiteSpace="pre-wrap" color={text ? undefined : 'fg.muted'}>
        {text || t('file.conflict.empty')}
      </Text>
    </RadioGroup.ItemText>
  );
}

/**
 * A save refused because the same fields changed meanwhile (in another tab or by someone else): each
 * clashing field shows the stored value beside the user's, and the user keeps either.
 */
export function FileConflictDialog({
  open,
  conflict,
  elements,
  onClose,
  onResolve,
}: FileConflictDialogProps) {
  const byId = useMemo(
    () => new Map(flattenElements(elements).map((element) => [element.elementId, element])),
    [elements],
  );
  const { clashes, replayable } = conflict.split;
  const [choices, setChoices] = useState<Record<string, Side>>({});
  const sideOf = (elementId: string): Side => choices[elementId] ?? 'mine';

  const resolve = () =>
    onResolve([
      ...replayable,
      ...clashes.filter((clash) => sideOf(clash.elementId) === 'mine').map((clash) => clash.mine),
    ]);

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
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
              <Dialog.Title>{t('file.conflict.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Dialog.Description>{t('file.conflict.description')}</Dialog.Description>
                {clashes.map((clash) => {
                  const element = byId.get(clash.elementId);
                  const caption = element ? fieldCaption(element) : clash.elementId;
                  return (
                    <Stack key={clash.elementId} as="fieldset" gap="2">
                      <Text as="legend" fontWeight="semibold" marginBottom="2">
                        {caption}
                      </Text>
                      <RadioGroup.Root
                        value={sideOf(clash.elementId)}
                        onValueChange={({ value }) =>
                          setChoices((current) => ({ ...current, [clash.elementId]: value as Side }))
                        }
                        name={`conflict-${clash.elementId}`}
                      >
                        <Stack gap="3">
                          <RadioGroup.Item value="stored" alignItems="flex-start">
                            <RadioGroup.ItemHiddenInput />
                            <RadioGroup.ItemIndicator />
                            <SideText
                              label={t('file.conflict.stored')}
                              text={entryText(element, clash.stored)}
                            />
                          </RadioGroup.Item>
                          <RadioGroup.Item value="mine" alignItems="flex-start">
                            <RadioGroup.ItemHiddenInput />
                            <RadioGroup.ItemIndicator />
                            <SideText label={t('file.conflict.mine')} text={entryText(element, clash.mine)} />
                          </RadioGroup.Item>
                        </Stack>
                      </RadioGroup.Root>
                    </Stack>
                  );
                })}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onClose}>
                {t('file.conflict.later')}
              </Button>
              <Button colorPalette="blue" onClick={resolve}>
                {t('file.conflict.apply')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('tree.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
