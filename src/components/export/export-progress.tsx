import { Button, HStack, Progress, Stack } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { formatNumber } from '../../lib/messages/language';
import { t } from '../../lib/messages/t';
import { addRecipes } from '../../system';
import type { ExportProgress as Arrived } from './use-export-download';

addRecipes({ slotRecipes: { progress: progressSlotRecipe } });

/** `Export: n von m Dateien` over a bar, and the button that stops the export. */
export function ExportProgress({ progress, onCancel }: { progress: Arrived; onCancel: () => void }) {
  const text = t('export.progress', {
    files: formatNumber(progress.files),
    total: formatNumber(progress.total),
  });
  return (
    <HStack gap="2">
      <Stack gap="0" minWidth="40">
        <Progress.Root
          value={Math.min(progress.files, progress.total)}
          max={Math.max(progress.total, 1)}
          size="sm"
        >
          <Progress.Label textStyle="xs">{text}</Progress.Label>
          <Progress.Track aria-label={text}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Stack>
      <Button variant="ghost" size="sm" onClick={onCancel}>
        {t('export.cancel')}
      </Button>
    </HStack>
  );
}
