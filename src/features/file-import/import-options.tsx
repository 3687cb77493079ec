import { Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuFolder } from 'react-icons/lu';
import type { DirectoryItem } from '../../../domain/directory/types';
import { type ElementTarget, ID_TARGET } from '../../../domain/transfer/column-mapping';
// The table's folder choice fits as it is; it moves to src/components once a third screen needs it.
import { FolderChoiceDialog } from '../../components/tree/folder-choice-dialog';
import { t } from '../../lib/messages/t';

interface ImportOptionsProps {
  matchBy: string;
  matchByChoices: ElementTarget[];
  onMatchBy: (matchBy: string) => void;
  /** The data directory. */
  items: DirectoryItem[];
  /** The chosen folder's name (`Oberste Ebene` for none). */
  folderName: string;
  onFolder: (folderId: string | null) => void;
  disabled: boolean;
}

/** How rows find existing files (`Abgleich über`) and where new files go (`Zielordner`). */
export function ImportOptions({
  matchBy,
  matchByChoices,
  onMatchBy,
  items,
  folderName,
  onFolder,
  disabled,
}: ImportOptionsProps) {
  const [choosing, setChoosing] = useState(false);
  const folderLabel = useId();
  return (
    <Stack gap="4" direction={{ base: 'column', md: 'row' }} alignItems="flex-start">
      <Field.Root width="auto" disabled={disabled}>
        <Field.Label>{t('import.map.matchBy')}</Field.Label>
        <NativeSelect.Root size="sm" width="16rem">
          <NativeSelect.Field value={matchBy} onChange={(event) => onMatchBy(event.currentTarget.value)}>
            <option value={ID_TARGET}>{t('import.map.id')}</option>
            {matchByChoices.map((choice) => (
              <option key={choice.elementId} value={choice.elementId}>
                {choice.header}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText maxWidth="24rem">{t('import.map.matchByHint')}</Field.HelperText>
      </Field.Root>
      <Stack gap="1.5" role="group" aria-labelledby={folderLabel}>
        <Text fontWeight="medium" fontSize="sm" id={folderLabel}>
          {t('import.map.folder')}
        </Text>
        <HStack gap="2">
          <Text fontSize="sm">
            <LuFolder aria-hidden="true" style={{ display: 'inline', verticalAlign: 'text-bottom' }} />{' '}
            {folderName}
          </Text>
          <Button size="xs" variant="outline" disabled={disabled} onClick={() => setChoosing(true)}>
            {t('import.map.chooseFolder')}
          </Button>
        </HStack>
        <Text fontSize="xs" color="fg.muted" maxWidth="24rem">
          {t('import.map.folderHint')}
        </Text>
      </Stack>
      {choosing ? (
        <FolderChoiceDialog
          title={t('import.map.folderTitle')}
          text={t('import.map.folderHint')}
          items={items}
          onChoose={onFolder}
          onClose={() => setChoosing(false)}
        />
      ) : null}
    </Stack>
  );
}
