import { Button, HStack, Stack } from '@chakra-ui/react';
import { formatNumber } from '../../lib/messages/language';
import { t } from '../../lib/messages/t';
import { CountedProgress } from '../counted-progress';
import type { ExportProgress as Arrived } from './use-export-download';

/** `Export: n von m Dateien` over a bar, and the button that stops the export. */
export function ExportProgress({ progress, onCancel }: { progress: Arrived; onCancel: () => void }) {
  const text = t('export.progress', {
    files: formatNumber(progress.files),
    total: formatNumber(progress.total),
  });
  return (
    <HStack gap="2">
      <Stack gap="0" minWidth="40">
        <CountedProgress
          done={progress.files}
          total={progress.total}
          text={text}
          labelProps={{ textStyle: 'xs' }}
        />
      </Stack>
      <Button variant="ghost" size="sm" onClick={onCancel}>
        {t('export.cancel')}
      </Button>
    </HStack>
  );
}
