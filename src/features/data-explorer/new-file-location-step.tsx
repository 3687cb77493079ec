import { Stack, Text } from '@chakra-ui/react';
import type { DirectoryItem } from '../../../domain/directory/types';
import { renderTitled } from '../../components/explorer/entry-link';
import { DirectoryTree } from '../../components/tree/directory-tree';
import { t } from '../../lib/messages/t';
import { locationPath } from './location-choices';
import { LOCATION_PICKER_CONFIG } from './location-picker-config';

interface NewFileLocationStepProps {
  /** The top level and the folders, from `locationChoices`. */
  choices: DirectoryItem[];
  chosenId: string | null;
  onChoose: (id: string) => void;
}

/** Step 2, "Speicherort auswählen": one folder, or the top level, to file the new file under. */
export function NewFileLocationStep({ choices, chosenId, onChoose }: NewFileLocationStepProps) {
  const path = chosenId === null ? [] : locationPath(choices, chosenId);
  return (
    <Stack gap="3">
      <DirectoryTree
        items={choices}
        config={LOCATION_PICKER_CONFIG}
        label={t('explorer.newFile.folders')}
        emptyText={t('tree.parents.noFolders')}
        selectedId={chosenId}
        onSelect={(item) => onChoose(item.id)}
        renderLink={renderTitled}
        maxHeight="min(45vh, 22rem)"
      />
      <Text role="status" fontSize="sm" color={path.length > 0 ? 'fg' : 'fg.muted'} truncate>
        {path.length > 0
          ? t('explorer.newFile.chosen', { path: path.join(' / ') })
          : t('explorer.newFile.noneChosen')}
      </Text>
    </Stack>
  );
}
