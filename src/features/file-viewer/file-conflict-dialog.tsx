import { Box, Button, CloseButton, chakra, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { entryText } from '../../../domain/file/entry-text';
import type { FileDataEntry } from '../../../domain/file/types';
import { flattenElements } from '../../../domain/schema/element-ops';
import type { SchemaElement } from '../../../domain/schema/types';
import { t } from '../../lib/messages/t';
import { fieldCaption } from './fields/field-caption';
import type { FileConflict } from './save-errors';

type Choice = 'stored' | 'mine';

interface FileConflictDialogProps {
  open: boolean;
  conflict: FileConflict;
  elements: SchemaElement[];
  /** Closes the comparison; the conflict waits until the user decides. */
  onClose: () => void;
  /** The entries to save: the user's side of each field they chose it for, and their unclashed entries. */
  onResolve: (keep: FileDataEntry[]) => void;
}

interface SideProps {
  name: string;
  label: string;
  text: string;
  checked: boolean;
  onChoose: () => void;
}

/** One side of a clashing field: a native radio, so every browser and test tool can choose it. */
function Side({ name, label, text, checked, onChoose }: SideProps) {
  return (
    <chakra.label
      display="flex"
      gap="3"
      alignItems="flex-start"
      borderWidth="1px"
      borderRadius="md"
      padding="3"
      cursor="pointer"
      borderColor={checked ? 'blue.solid' : 'border'}
    >
      <chakra.input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChoose}
        marginTop="1"
        accentColor="blue.solid"
      />
      <Box>
        <Text fontWeight="medium">{label}</Text>
        <Text whiteSpace="pre-wrap" color={text ? undefined : 'fg.muted'}>
          {text || t('file.conflict.empty')}
        </Text>
      </Box>
    </chakra.label>
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
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const sideOf = (elementId: string): Choice => choices[elementId] ?? 'mine';
  const choose = (elementId: string, side: Choice) =>
    setChoices((current) => ({ ...current, [elementId]: side }));

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
                      <Side
                        name={`conflict-${clash.elementId}`}
                        label={t('file.conflict.stored')}
                        text={entryText(element, clash.stored)}
                        checked={sideOf(clash.elementId) === 'stored'}
                        onChoose={() => choose(clash.elementId, 'stored')}
                      />
                      <Side
                        name={`conflict-${clash.elementId}`}
                        label={t('file.conflict.mine')}
                        text={entryText(element, clash.mine)}
                        checked={sideOf(clash.elementId) === 'mine'}
                        onChoose={() => choose(clash.elementId, 'mine')}
                      />
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
